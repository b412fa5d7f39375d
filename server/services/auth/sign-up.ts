import type { SignupInput } from '@common/schemas/auth';
import { Messages } from '@common/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { Limits } from '../../lib/rate-limiter';
import { createUser } from './create-user';
import { trustSignupDevice } from './devices';
import { createSession } from './sessions';
import { sessionPolicy } from './session-policy';

export type SignUpOptions = {
  ctx: AppContext;
  input: SignupInput & { country: NonNullable<SignupInput['country']> };
  ip: string;
  userAgent?: string;
};

/** Creates the account and signs it in (spec §4: after signup the user goes to /, logged in). */
export async function signUp({ ctx, input, ip, userAgent }: SignUpOptions) {
  const decision = ctx.limiter.hit(`signup-ip:${ip}`, Limits.signupPerIp);
  if (!decision.allowed)
    throw new AppError('rate_limited', Messages.tooManyRequests, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  const now = ctx.clock.now();
  const user = await createUser({ db: ctx.db, input, now });
  await trustSignupDevice({
    db: ctx.db,
    secretKey: ctx.secretKey,
    userId: user.id,
    deviceFingerprint: input.deviceFingerprint,
    ip,
    now,
  });
  const { token } = await createSession({
    db: ctx.db,
    userId: user.id,
    authType: 'regular',
    now,
    policy: sessionPolicy(ctx.config),
    ip,
    userAgent,
  });
  return { user, token };
}
