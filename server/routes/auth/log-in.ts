import type { FastifyInstance } from 'fastify';
import { LoginInputSchema, type LoginResponse } from '@common/schemas/auth';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { rotatePreSession } from '../../plugins/csrf';
import { setSessionCookie } from '../../plugins/session';
import { presentSessionUser } from '../../presenters/user';
import { logIn } from '../../services/auth/log-in';
import { deleteSession } from '../../services/auth/sessions';

/** POST /api/login: spec §7; loginId is an email or a phone. */
export function registerLogIn(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/login', async (request, reply) => {
    const input = parseInput(LoginInputSchema, request.body);
    const result = await logIn({
      ctx,
      input,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    // A login always replaces the browser's previous session (no fixation).
    if (request.auth) await deleteSession({ db: ctx.db, sessionId: request.auth.session.id });
    setSessionCookie(reply, ctx, result.token);
    rotatePreSession(reply, ctx);
    return {
      user: presentSessionUser(result.user),
      isNewDevice: result.isNewDevice,
      requiresVerification: result.requiresVerification,
    } satisfies LoginResponse;
  });
}
