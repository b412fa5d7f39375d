import { z } from 'zod';
import { Messages } from '../messages';
import { UiLanguages } from '../languages';
import { classNumberSchema } from './class-number';

const optionalId = z.string().trim().min(1).max(80).optional();

/** GET /api/papers: the user's papers, newest first, searched and filtered (issue 5). */
export const ListPapersQuerySchema = z.strictObject({
  search: z.string().trim().max(120).optional(),
  curriculum: optionalId,
  class: classNumberSchema(Messages.catalogQueryInvalid).optional(),
  subject: optionalId,
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** The language boards and subjects are named in (issue 12); English when absent. */
  lang: z.enum(UiLanguages).default('en'),
});
export type ListPapersQuery = z.output<typeof ListPapersQuerySchema>;

/** PATCH /api/papers/:id: a new title. */
export const RenamePaperInputSchema = z.strictObject({
  title: z
    .string(Messages.paperTitleRequired)
    .trim()
    .min(1, Messages.paperTitleRequired)
    .max(120, Messages.paperTitleMax),
});

/** POST /api/papers/:id/swap-question: question `number`, or its "OR" alternative (issue 12). */
export const SwapPaperQuestionInputSchema = z.strictObject({
  number: z
    .number(Messages.paperQuestionUnknown)
    .int(Messages.paperQuestionUnknown)
    .min(1, Messages.paperQuestionUnknown)
    .max(200, Messages.paperQuestionUnknown),
  alternative: z.boolean(Messages.paperQuestionUnknown).default(false),
});
export type SwapPaperQuestionInput = z.input<typeof SwapPaperQuestionInputSchema>;

/**
 * GET /api/papers/:id/swap-options: which questions (and "OR" alternatives) have another to swap
 * in; `locked` when the paper has been attempted and keeps its questions; `left`, how many more
 * swaps the paper takes.
 */
export const SwapOptionsSchema = z.strictObject({
  locked: z.boolean(),
  left: z.number(),
  questions: z.array(
    z.strictObject({ number: z.number(), main: z.boolean(), alternative: z.boolean() }),
  ),
});
export type SwapOptions = z.infer<typeof SwapOptionsSchema>;
