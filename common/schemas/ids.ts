import { z } from 'zod';
import { Messages } from '../messages';

/** The largest value of a PostgreSQL integer column: a bigger id can name no row. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** A path id of a uuid row; any text up to a sane length, so a mistyped link is a 404, not a 400. */
export const IdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** A path id of a serial row: a whole number the column can hold, or a 400. */
export const SerialIdParamsSchema = z.strictObject({
  id: z.coerce
    .number(Messages.invalidRequest)
    .int(Messages.invalidRequest)
    .positive(Messages.invalidRequest)
    .max(MAX_SERIAL_ID, Messages.invalidRequest),
});
