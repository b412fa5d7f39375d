import { getDeviceFingerprint } from '@/lib/device-fingerprint';

/** The body of a log-in or sign-up with the device fingerprint, when the browser gives one (spec §3). */
export async function withDeviceFingerprint<T extends object>(body: T) {
  const deviceFingerprint = await getDeviceFingerprint().catch(() => undefined);
  return { ...body, ...(deviceFingerprint ? { deviceFingerprint } : {}) };
}
