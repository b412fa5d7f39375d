import type { FastifyInstance } from 'fastify';
import { ResetPasswordInputSchema } from '@common/schemas/auth';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { confirmPasswordReset } from '../../services/auth/password-reset';

/** POST /api/reset-password: no session is issued (no auto-login). */
export function registerConfirmPasswordReset(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/reset-password', async (request) => {
    const input = parseInput(ResetPasswordInputSchema, request.body);
    return confirmPasswordReset({ ctx, input, ip: request.ip });
  });
}
