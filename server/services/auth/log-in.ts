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
 * same answer after the same work (docs/security.md §2.1). Limits: per IP (network for IPv6), and
 * a soft, time-based lock per account after repeated failures (docs/security.md §4). The account's
 * try is counted before the password is checked and forgotten on success, so guesses sent at once,
 * to one process or several, cannot all pass the check before their failures are counted.
 */
export async function logIn({ ctx, input, ip, userAgent }: LogInOptions): Promise<LogInResult> {
  await enforceLimit(
    ctx.limiter,
    `login-ip:${clientKey(ip)}`,
    Limits.loginPerIp,
    Messages.tooManyLoginAttempts,
  );

  const user = await findUserByLoginId({ db: ctx.db, loginId: input.loginId });
  const accountKey = `login-account:${user?.id ?? input.loginId.trim().toLowerCase()}`;
  const accountDecision = await ctx.limiter.hit(accountKey, Limits.loginFailuresPerAccount);
  if (!accountDecision.allowed) throw tooMany(accountDecision.retryAfterSeconds);

  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!ok || !user) throw new AppError('unauthenticated', Messages.invalidCredentials);
  await ctx.limiter.reset(accountKey, Limits.loginFailuresPerAccount);

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
