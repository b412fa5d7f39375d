import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '@common/schemas/auth';
import { presentSessionUser } from '../../presenters/user';

/**
 * GET /api/session: the current session user, so a reload restores it. A school user's session
 * is not a normal session (spec §6) and is not restored here.
 */
export function registerGetSession(app: FastifyInstance) {
  app.get('/api/session', async (request) => {
    const auth = request.auth;
    const user = auth && auth.session.authType === 'regular' ? presentSessionUser(auth.user) : null;
    return { user } satisfies SessionResponse;
  });
}
