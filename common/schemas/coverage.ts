import { z } from 'zod';

/** What one chapter (or one subject) of the bank holds, as papers can draw on it. */
export const CoverageCountsSchema = z.strictObject({
  /** Distinct written questions (reviewed, so papers use them). */
  questions: z.number(),
  mcq: z.number(),
  assertionReason: z.number(),
  short: z.number(),
  long: z.number(),
  case: z.number(),
  easy: z.number(),
  medium: z.number(),
  hard: z.number(),
  /** Questions with a figure (drawn or kept as an SVG). */
  figures: z.number(),
  /** Parametric templates, and the fewest distinct variants their tests prove they make. */
  templates: z.number(),
  templateVariants: z.number(),
});
export type CoverageCounts = z.infer<typeof CoverageCountsSchema>;

export const CoverageSubjectSchema = z.strictObject({
  curriculum: z.string(),
  curriculumName: z.string(),
  /** The board whose books, and so whose questions, this board's subject shares. */
  sharesBankOf: z.strictObject({ curriculum: z.string(), short: z.string() }).optional(),
  class: z.number(),
  subject: z.string(),
  subjectName: z.string(),
  totals: CoverageCountsSchema,
  chapters: z.array(
    z.strictObject({
      id: z.string(),
      number: z.number(),
      name: z.string(),
      counts: CoverageCountsSchema,
    }),
  ),
});
export type CoverageSubject = z.infer<typeof CoverageSubjectSchema>;

/** GET /api/coverage: every subject that has questions, chapter by chapter, from the bank itself. */
export const BankCoverageSchema = z.strictObject({ subjects: z.array(CoverageSubjectSchema) });
export type BankCoverage = z.infer<typeof BankCoverageSchema>;
