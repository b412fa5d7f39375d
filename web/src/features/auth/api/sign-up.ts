import { useMutation } from '@tanstack/react-query';
import type { SignupInput, SignupResponse } from '@common/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { getDeviceFingerprint } from '@/lib/device-fingerprint';

/** POST /api/signup. */
export async function signUp(
  input: Omit<SignupInput, 'deviceFingerprint'>,
): Promise<SignupResponse> {
  const deviceFingerprint = await getDeviceFingerprint().catch(() => undefined);
  return apiRequest<SignupResponse>('POST', '/api/signup', {
    ...input,
    ...(deviceFingerprint ? { deviceFingerprint } : {}),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
