import { ConfirmPasswordReset } from '@common/contracts/auth';
import { confirmPasswordReset } from '../../services/auth/password-reset';
import { route } from '../route';

/** POST /api/reset-password: no session is issued (no auto-login). */
export const confirmPasswordResetRoute = route(ConfirmPasswordReset, ({ input, ctx, request }) =>
  confirmPasswordReset({ ctx, input: input.body, ip: request.ip }),
);
