import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownNetworks, trustedDevices } from '../../db/schema';
import { hmac } from '../../lib/crypto';
import { networkOf } from '../../lib/rate-limiter';

export type RecordDeviceOptions = {
  db: Db;
  secretKey: string;
  userId: string;
  deviceFingerprint: string | undefined;
  ip: string;
  now: Date;
};

export type DeviceVerdict = { isNewDevice: boolean; requiresVerification: boolean };

/**
 * Remembers the device and network of a login. isNewDevice: the first login from this device;
 * requiresVerification: an untrusted device on a network this user has not used before
 * (issue 2, spec §4). Fingerprints and networks are stored as keyed hashes, for security only.
 */
export async function recordLoginDevice({
  db,
  secretKey,
  userId,
  deviceFingerprint,
  ip,
  now,
}: RecordDeviceOptions): Promise<DeviceVerdict> {
  const fingerprintHash = hmac(secretKey, `device:${deviceFingerprint ?? 'none'}`);
  const networkHash = hmac(secretKey, `network:${networkOf(ip)}`);

  const insertedDevice = await db
    .insert(trustedDevices)
    .values({ userId, fingerprintHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [trustedDevices.userId, trustedDevices.fingerprintHash],
      set: { lastSeenAt: now },
    })
    // xmax = 0 only on a freshly inserted row: PostgreSQL's way to tell an insert from an update.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const isNewDevice = insertedDevice[0]?.inserted === true;

  const insertedNetwork = await db
    .insert(knownNetworks)
    .values({ userId, networkHash, firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ networkHash: knownNetworks.networkHash });
  const isNewNetwork = insertedNetwork.length > 0;

  return { isNewDevice, requiresVerification: isNewDevice && isNewNetwork };
}
