import type { FastifyInstance } from 'fastify';
import { ForgotPasswordInputSchema, type ForgotPasswordResponse } from '@common/schemas/auth';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { requestPasswordReset } from '../../services/auth/password-reset';

/** POST /api/forgot-password: the same 202 whether or not an account uses the phone. */
export function registerCreatePasswordReset(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/forgot-password', async (request, reply) => {
    const input = parseInput(ForgotPasswordInputSchema, request.body);
    const result = await requestPasswordReset({ ctx, phone: input.phone, ip: request.ip });
    return reply.status(202).send(result satisfies ForgotPasswordResponse);
  });
}
