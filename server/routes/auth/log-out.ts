import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { rotatePreSession } from '../../plugins/csrf';
import { clearSessionCookie } from '../../plugins/session';
import { deleteSession } from '../../services/auth/sessions';

/** POST /api/logout: deletes the session row and the cookie. */
export function registerLogOut(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/logout', async (request, reply) => {
    if (request.auth) await deleteSession({ db: ctx.db, sessionId: request.auth.session.id });
    clearSessionCookie(reply, ctx);
    rotatePreSession(reply, ctx);
    return { status: 'logged_out' };
  });
}
