import type { FastifyInstance } from 'fastify';
import type { PaperHeader } from '@common/schemas/paper';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/session';
import { getPaperHeader } from '../../services/papers/paper-header';

/** GET /api/paper-header: the school and exam names the signed-in user last printed. */
export function registerGetPaperHeader(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/paper-header', async (request) => {
    const user = requireUser(request);
    return (await getPaperHeader(ctx.db, user.id)) satisfies PaperHeader;
  });
}
