import { useMutation } from '@tanstack/react-query';
import { LogIn } from '@common/contracts/auth';
import type { LoginInput } from '@common/schemas/auth';
import { call } from '@/lib/call';
import { withDeviceFingerprint } from './device-fingerprint-body';

/** Logs in with the device fingerprint added by the client (spec §3). */
export function useLogIn() {
  return useMutation({
    mutationFn: async (input: Omit<LoginInput, 'deviceFingerprint'>) =>
      call(LogIn, { body: await withDeviceFingerprint(input) }),
  });
}
