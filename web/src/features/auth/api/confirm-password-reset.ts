import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@common/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/reset-password. */
export function confirmPasswordReset(input: ResetPasswordInput) {
  return apiRequest<{ status: 'password_changed' }>('POST', '/api/reset-password', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
