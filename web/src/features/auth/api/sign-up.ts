import { useMutation } from '@tanstack/react-query';
import { SignUp } from '@common/contracts/auth';
import type { SignupInput } from '@common/schemas/auth';
import { call } from '@/lib/call';
import { withDeviceFingerprint } from './device-fingerprint-body';

/** Creates an account, with the device fingerprint added by the client (spec §3). */
export function useSignUp() {
  return useMutation({
    mutationFn: async (input: Omit<SignupInput, 'deviceFingerprint'>) =>
      call(SignUp, { body: await withDeviceFingerprint(input) }),
  });
}
