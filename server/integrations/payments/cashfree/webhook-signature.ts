import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header values as Node and Fastify hand them over. */
export type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * Cashfree's webhook signature: base64(HMAC-SHA256(secret, timestamp + rawBody))
 * (docs/payments.md §1.4).
 */
export function cashfreeSignature(
  secret: string,
  timestamp: string,
  rawBody: Buffer | string,
): string {
  return createHmac('sha256', secret).update(timestamp).update(rawBody).digest('base64');
}

/** The first value of a header, whatever shape the server gave it. */
function headerValue(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * True when x-webhook-signature matches the raw bytes. Constant-time, because the SDK's `===`
 * leaks how much of a guess was right; false (never a throw) on missing headers.
 */
export function verifyCashfreeSignature(
  secret: string,
  headers: HeaderBag,
  rawBody: Buffer | string,
): boolean {
  const timestamp = headerValue(headers, 'x-webhook-timestamp');
  const signature = headerValue(headers, 'x-webhook-signature');
  if (!timestamp || !signature) return false;
  const expected = Buffer.from(cashfreeSignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
