import { z } from 'zod';
import { Messages } from '../messages';

const id = z
  .string(Messages.catalogQueryInvalid)
  .trim()
  .min(1, Messages.catalogQueryInvalid)
  .max(80);
const classNumber = z.coerce
  .number(Messages.catalogQueryInvalid)
  .int(Messages.catalogQueryInvalid)
  .min(0, Messages.catalogQueryInvalid)
  .max(13, Messages.catalogQueryInvalid);

/** The query strings of the picker's option lists (spec §7 and issue 4). */
export const CurriculaQuerySchema = z.strictObject({ country: id });
export const ClassesQuerySchema = z.strictObject({ country: id, curriculum: id });
export const SubjectsQuerySchema = z.strictObject({
  country: id.optional(),
  curriculum: id,
  class: classNumber,
});
/** One subject of one class: GET /api/chapters and GET /api/presets. */
export const SubjectQuerySchema = z.strictObject({
  country: id.optional(),
  curriculum: id,
  class: classNumber,
  subject: id,
});
