import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@common/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { getDeviceFingerprint } from '@/lib/device-fingerprint';

/** POST /api/login with the device fingerprint added by the client (spec §3). */
export async function logIn(input: Omit<LoginInput, 'deviceFingerprint'>): Promise<LoginResponse> {
  const deviceFingerprint = await getDeviceFingerprint().catch(() => undefined);
  return apiRequest<LoginResponse>('POST', '/api/login', {
    ...input,
    ...(deviceFingerprint ? { deviceFingerprint } : {}),
  });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
