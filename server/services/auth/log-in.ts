import type { LoginInput } from '@common/schemas/auth';
import { Messages } from '@common/messages';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits, clientKey } from '../../lib/rate-limiter';
import type { DeviceVerdict } from './devices';
import { findUserByLoginId } from './find-user-by-login-id';
import { verifyPassword } from './passwords';
import { startSession } from './start-session';

export type LogInOptions = { ctx: AppContext; input: LoginInput; ip: string; userAgent?: string };

export type LogInResult = DeviceVerdict & { user: UserRow; token: string };

/**
 * Checks the credentials and starts a new session. Unknown account and wrong password give the
 * same answer after the same work (security.md T11). Limits: per IP (network for IPv6), and a
 * soft, time-based lock per account after repeated failures (security.md §4).
 */
export async function logIn({ ctx, input, ip, userAgent }: LogInOptions): Promise<LogInResult> {
  enforceLimit(
    ctx.limiter,
    `login-ip:${clientKey(ip)}`,
    Limits.loginPerIp,
    Messages.tooManyLoginAttempts,
  );

  const user = await findUserByLoginId({ db: ctx.db, loginId: input.loginId });
  const accountKey = `login-account:${user?.id ?? input.loginId.trim().toLowerCase()}`;
  const accountDecision = ctx.limiter.check(accountKey, Limits.loginFailuresPerAccount);
  if (!accountDecision.allowed) throw tooMany(accountDecision.retryAfterSeconds);

  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!ok || !user) {
    for (const limit of Limits.loginFailuresPerAccount) ctx.limiter.bump(accountKey, limit);
    throw new AppError('unauthenticated', Messages.invalidCredentials);
  }
  ctx.limiter.reset(accountKey, Limits.loginFailuresPerAccount);

  const session = await startSession({
    ctx,
    user,
    deviceFingerprint: input.deviceFingerprint,
    ip,
    userAgent,
  });
  return { ...session, user };
}

function tooMany(retryAfterSeconds: number) {
  return new AppError('rate_limited', Messages.tooManyLoginAttempts, { retryAfterSeconds });
}
