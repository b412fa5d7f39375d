import { z } from 'zod';

/** Error codes: one per kind of failure; the status for each lives in server/plugins/error-handler. */
export const ErrorCodes = [
  'invalid_request',
  'unauthenticated',
  'forbidden',
  'csrf_failed',
  'not_found',
  'conflict',
  'rate_limited',
  'invalid_or_expired_code',
  'payment_required',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

/** The error body of every non-2xx answer (spec §8 reads message and the subscription flags). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ErrorCodes),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().optional(),
  requiresSubscription: z.boolean().optional(),
  monthlyLimitReached: z.boolean().optional(),
  subscriptionStatus: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
