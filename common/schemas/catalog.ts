import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const CountrySchema = z.strictObject({ id, name: z.string(), flag: z.string() });
export type Country = z.infer<typeof CountrySchema>;

export const CurriculumSchema = z.strictObject({
  id,
  country: id,
  name: z.string(),
  classes: z.array(z.number().int().min(0).max(13)).min(1),
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
  chapters: z.array(ChapterSchema).min(1),
});
export type Subject = z.infer<typeof SubjectSchema>;
