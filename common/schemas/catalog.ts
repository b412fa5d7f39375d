import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const CountrySchema = z.strictObject({ id, name: z.string(), flag: z.string() });
export type Country = z.infer<typeof CountrySchema>;

export const CurriculumSchema = z.strictObject({
  id,
  country: id,
  name: z.string(),
  /** The short name for running text ("CBSE", "UP Board"), as the board is commonly called. */
  short: z.string().min(2).max(40),
  classes: z.array(z.number().int().min(0).max(13)).min(1),
  /**
   * Subjects this board teaches from the same NCERT books as another board (issue 14): they take
   * that board's chapters and question bank, with this board's own paper patterns where known.
   * `source` says where the board prescribes the books.
   */
  sharedBanks: z
    .array(
      z.strictObject({
        from: id,
        classes: z.array(z.number().int().min(0).max(13)).min(1),
        subjects: z.array(id).min(1),
        source: z.string().min(20),
      }),
    )
    .optional(),
});
export type Curriculum = z.infer<typeof CurriculumSchema>;

export const ChapterSchema = z.strictObject({
  id,
  number: z.number().int().min(1),
  name: z.string(),
});
export type Chapter = z.infer<typeof ChapterSchema>;

export const SubjectSchema = z.strictObject({
  curriculum: id,
  class: z.number().int().min(0).max(13),
  id,
  name: z.string(),
  book: z.string(),
  session: z.string(),
  /** Where the chapter list was checked against the book (issue 15). */
  source: z.string().min(20).optional(),
  /**
   * A language subject whose book exists in one language (English): its chapter titles are the
   * titles of its texts and read the same in every interface language.
   */
  bookLanguage: z.enum(['en', 'hi']).optional(),
  /** The board whose subject (the same book) this one is: its chapters, bank and names. */
  sharesBankOf: id.optional(),
  chapters: z.array(ChapterSchema).min(1),
});
export type Subject = z.infer<typeof SubjectSchema>;

export const PresetSectionSchema = z.strictObject({
  id: z.string().regex(/^[A-Z]$/),
  label: z.string().optional(),
  type: z.enum(['mcq', 'short', 'long', 'case']),
  style: z.literal('assertion-reason').optional(),
  count: z.number().int().min(1).max(60),
  marksEach: z.number().int().min(1).max(20),
  /** "Attempt any n": only this many of the section's questions are answered and counted. */
  attempt: z.number().int().min(1).optional(),
  /** How many questions of the section offer an internal "OR" choice. */
  internalChoice: z.number().int().min(0),
  /** Only these chapters (a discipline section of a sectioned paper). */
  chapters: z.array(id).optional(),
});
export type PresetSection = z.infer<typeof PresetSectionSchema>;

/**
 * A board pattern (blueprint) offered as a preset (issue 4; they are in
 * content/catalog/presets.json, docs/decisions/005-paper-generator.md).
 */
export const PresetSchema = z.strictObject({
  id,
  name: z.string(),
  curriculum: id,
  class: z.number().int(),
  subject: id,
  session: z.string(),
  durationMinutes: z.number().int(),
  totalMarks: z.number().int(),
  sections: z.array(PresetSectionSchema).min(1),
  weightage: z
    .array(z.strictObject({ unit: z.string(), marks: z.number(), chapters: z.array(id).min(1) }))
    .optional(),
  rules: z.array(z.string()),
});
export type Preset = z.infer<typeof PresetSchema>;

const names = z.record(z.string(), z.string().trim().min(1));

/**
 * The catalog's names in one interface language (content/catalog/names/<lang>.json): boards,
 * subjects, chapters (keyed curriculum/class/subject/chapter), presets and section labels, as
 * that language's school books name them (issue 12). English names live in the catalog itself.
 */
export const CatalogNamesSchema = z.strictObject({
  language: z.string(),
  curricula: names,
  subjects: names,
  chapters: names,
  presets: names,
  sectionLabels: names,
});
export type CatalogNames = z.infer<typeof CatalogNamesSchema>;
