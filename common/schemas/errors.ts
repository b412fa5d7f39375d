import { z } from 'zod';

/** One part of a paper request the pool cannot meet (issue 4: never a silently short paper). */
export const PoolShortageSchema = z.object({
  section: z.string(),
  type: z.enum(['mcq', 'short', 'long', 'case']),
  style: z.enum(['standard', 'assertion-reason']).optional(),
  difficulty: z.enum(['easy', 'medium', 'hard']).optional(),
  chapters: z.array(z.string()),
  needed: z.number(),
  available: z.number(),
});
export type PoolShortage = z.infer<typeof PoolShortageSchema>;

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
  'pool_short',
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
  /** A paper request the question pool cannot meet: what is short, exactly. */
  shortages: z.array(PoolShortageSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
