import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { recordLoginDevice, type DeviceVerdict } from './devices';
import { createSession } from './sessions';
import { sessionPolicy } from './session-policy';

export type StartSessionOptions = {
  ctx: AppContext;
  user: UserRow;
  deviceFingerprint: string | undefined;
  ip: string;
  userAgent?: string;
};

/**
 * Remembers the device and network, then starts a new session: what signup and login share.
 * A school user's session is of type "school" and is not restored as a normal one (spec §6).
 */
export async function startSession({
  ctx,
  user,
  deviceFingerprint,
  ip,
  userAgent,
}: StartSessionOptions): Promise<DeviceVerdict & { token: string }> {
  const now = ctx.clock.now();
  const verdict = await recordLoginDevice({
    db: ctx.db,
    secretKey: ctx.secretKey,
    userId: user.id,
    deviceFingerprint,
    ip,
    now,
  });
  const { token } = await createSession({
    db: ctx.db,
    userId: user.id,
    authType: user.isSchoolUser ? 'school' : 'regular',
    now,
    policy: sessionPolicy(ctx.config),
    ip,
    userAgent,
  });
  return { ...verdict, token };
}
