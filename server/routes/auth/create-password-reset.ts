import { CreatePasswordReset } from '@common/contracts/auth';
import { requestPasswordReset } from '../../services/auth/password-reset';
import { route } from '../route';

/** POST /api/forgot-password: the same 202 whether or not an account uses the phone. */
export const createPasswordResetRoute = route(CreatePasswordReset, ({ input, ctx, request }) =>
  requestPasswordReset({ ctx, phone: input.body.phone, ip: request.ip }),
);
