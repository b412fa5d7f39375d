import { z } from 'zod';
import { UiLanguages } from '../languages';
import { Messages } from '../messages';
import { classNumberSchema } from './class-number';

const id = z
  .string(Messages.catalogQueryInvalid)
  .trim()
  .min(1, Messages.catalogQueryInvalid)
  .max(80);
const classNumber = classNumberSchema(Messages.catalogQueryInvalid);

/** The language names are given in (issue 12); English when absent. */
const lang = z.enum(UiLanguages, Messages.catalogQueryInvalid).default('en');

/** The query strings of the picker's option lists (spec §7 and issue 4). */
export const CurriculaQuerySchema = z.strictObject({ country: id, lang });
export const ClassesQuerySchema = z.strictObject({ country: id, curriculum: id });
export const SubjectsQuerySchema = z.strictObject({
  country: id.optional(),
  curriculum: id,
  class: classNumber,
  lang,
});
/** One subject of one class: GET /api/chapters and GET /api/presets. */
export const SubjectQuerySchema = z.strictObject({
  country: id.optional(),
  curriculum: id,
  class: classNumber,
  subject: id,
  lang,
});
