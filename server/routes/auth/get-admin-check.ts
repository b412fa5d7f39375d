import type { FastifyInstance } from 'fastify';
import type { AdminCheckResponse } from '@common/schemas/auth';

/** GET /api/admin/check: true only for a signed-in site admin. */
export function registerGetAdminCheck(app: FastifyInstance) {
  app.get('/api/admin/check', async (request) => {
    const auth = request.auth;
    return {
      isAdmin: auth?.session.authType === 'regular' && auth.user.role === 'admin',
    } satisfies AdminCheckResponse;
  });
}
