import { z } from 'zod';

/** The lowest and highest class ids of the catalog: 0 is kindergarten, 13 a final school year. */
export const MIN_CLASS = 0;
export const MAX_CLASS = 13;

/**
 * A class, as the number or as the string id `GET /api/classes` gives ("10"): every endpoint that
 * takes a class accepts both (issue 12). Anything else (a blank, "10a", 10.5, true) is refused
 * with `message`, never coerced into some other class.
 */
export function classNumberSchema(message: string, min = MIN_CLASS, max = MAX_CLASS) {
  return z
    .union(
      [
        z.number(message),
        z
          .string(message)
          .trim()
          .regex(/^\d{1,2}$/, message),
      ],
      message,
    )
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
}
