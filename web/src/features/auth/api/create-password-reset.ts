import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ForgotPasswordResponse } from '@common/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/forgot-password. */
export function createPasswordReset(input: ForgotPasswordInput) {
  return apiRequest<ForgotPasswordResponse>('POST', '/api/forgot-password', input);
}

export function useCreatePasswordReset() {
  return useMutation({ mutationFn: createPasswordReset });
}
