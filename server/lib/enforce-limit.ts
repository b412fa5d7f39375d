import { Messages } from '@common/messages';
import { AppError } from '../errors';
import type { Limit, RateLimiter } from './rate-limiter';

/** Counts a hit and answers 429 with Retry-After when a limit is exhausted; callers await it. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limits: Limit[],
  message: string = Messages.tooManyRequests,
): Promise<void> {
  const decision = await limiter.hit(key, limits);
  if (!decision.allowed)
    throw new AppError('rate_limited', message, { retryAfterSeconds: decision.retryAfterSeconds });
}
