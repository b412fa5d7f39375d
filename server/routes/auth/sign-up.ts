import type { FastifyInstance } from 'fastify';
import { SignupInputSchema, type SignupResponse } from '@common/schemas/auth';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { rotatePreSession } from '../../plugins/csrf';
import { setSessionCookie } from '../../plugins/session';
import { presentSessionUser } from '../../presenters/user';
import { signUp } from '../../services/auth/sign-up';

/** POST /api/signup: creates the account and signs it in. */
export function registerSignUp(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/signup', async (request, reply) => {
    const input = parseInput(SignupInputSchema, request.body);
    const { user, token } = await signUp({
      ctx,
      input,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(reply, ctx, token);
    rotatePreSession(reply, ctx);
    return reply.status(201).send({ user: presentSessionUser(user) } satisfies SignupResponse);
  });
}
