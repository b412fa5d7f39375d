import type { SignupInput } from '@common/schemas/auth';
import type { AppContext } from '../../context';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits, clientKey } from '../../lib/rate-limiter';
import { createUser } from './create-user';
import { startSession } from './start-session';

export type SignUpOptions = {
  ctx: AppContext;
  input: SignupInput & { country: NonNullable<SignupInput['country']> };
  ip: string;
  userAgent?: string;
};

/** Creates the account and signs it in (spec §4: after signup the user goes to /, logged in). */
export async function signUp({ ctx, input, ip, userAgent }: SignUpOptions) {
  await enforceLimit(ctx.limiter, `signup-ip:${clientKey(ip)}`, Limits.signupPerIp);
  const user = await createUser({ db: ctx.db, input, now: ctx.clock.now() });
  // Signup trusts its own device and network, so the next login there is quiet.
  const { token } = await startSession({
    ctx,
    user,
    deviceFingerprint: input.deviceFingerprint,
    ip,
    userAgent,
  });
  return { user, token };
}
