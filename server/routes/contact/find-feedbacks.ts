import type { FastifyInstance } from 'fastify';
import { FEEDBACK_CACHE_MS } from '@common/feedback';
import type { Feedback } from '@common/schemas/feedback';
import type { AppContext } from '../../context';
import type { TtlCache } from '../../lib/ttl-cache';
import { presentFeedback } from '../../presenters/feedback';
import { findApprovedFeedbacks } from '../../services/contact/feedbacks';

/** GET /api/feedbacks: approved feedback only, cached 5 minutes (spec §7, §9). */
export function registerFindFeedbacks(
  app: FastifyInstance,
  ctx: AppContext,
  cache: TtlCache<Feedback[]>,
) {
  app.get('/api/feedbacks', async (_request, reply) => {
    const feedbacks = await cache.get(async () =>
      (await findApprovedFeedbacks({ db: ctx.db })).map(presentFeedback),
    );
    reply.header('cache-control', `public, max-age=${FEEDBACK_CACHE_MS / 1000}`);
    return feedbacks;
  });
}
