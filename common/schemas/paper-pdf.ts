import { z } from 'zod';
import { Messages } from '../messages';

export const PaperPdfKinds = ['paper', 'answers'] as const;
export type PaperPdfKind = (typeof PaperPdfKinds)[number];

/** GET /api/papers/:id/pdf?kind=paper|answers (issue 5): the paper, or its answer key. */
export const PaperPdfQuerySchema = z.object({
  kind: z.enum(PaperPdfKinds, Messages.invalidRequest).default('paper'),
});
export type PaperPdfQuery = z.infer<typeof PaperPdfQuerySchema>;
