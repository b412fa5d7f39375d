/**
 * Text no field may carry: a NUL (PostgreSQL text cannot store it) or a lone UTF-16 surrogate
 * (JSON stored in jsonb refuses it). Every operation's input is checked once, before its schema.
 */
// eslint-disable-next-line no-control-regex -- a NUL is exactly what is refused
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or object key) in `value` with an unsafe character, if any. */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE.test(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
