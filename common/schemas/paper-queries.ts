import { z } from 'zod';
import { Messages } from '../messages';

const optionalId = z.string().trim().min(1).max(80).optional();

/** GET /api/papers: the user's papers, newest first, searched and filtered (issue 5). */
export const ListPapersQuerySchema = z.strictObject({
  search: z.string().trim().max(120).optional(),
  curriculum: optionalId,
  class: z.coerce.number().int().min(0).max(13).optional(),
  subject: optionalId,
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
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
