import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Messages } from '@common/messages';
import type { AdminFeedback, Feedback } from '@common/schemas/feedback';
import type { AppContext } from '../../context';
import { AppError, parseInput } from '../../errors';
import type { TtlCache } from '../../lib/ttl-cache';
import { requireSiteAdmin } from '../../plugins/session';
import { presentAdminFeedback } from '../../presenters/feedback';
import { approveFeedback, findFeedbacksForReview } from '../../services/contact/feedbacks';

const ReviewQuerySchema = z.strictObject({
  status: z.enum(['pending', 'approved']).default('pending'),
});
const FeedbackIdSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** The site admin's feedback review: list pending or published, and approve. */
export function registerReviewFeedbacks(
  app: FastifyInstance,
  ctx: AppContext,
  cache: TtlCache<Feedback[]>,
) {
  app.get('/api/admin/feedbacks', async (request) => {
    requireSiteAdmin(request);
    const { status } = parseInput(ReviewQuerySchema, request.query);
    const rows = await findFeedbacksForReview({ db: ctx.db, status });
    return rows.map(presentAdminFeedback) satisfies AdminFeedback[];
  });

  app.post('/api/admin/feedbacks/:id/approve', async (request) => {
    requireSiteAdmin(request);
    const { id } = parseInput(FeedbackIdSchema, request.params);
    const found = await approveFeedback({ db: ctx.db, id, now: ctx.clock.now() });
    if (!found) throw new AppError('not_found', Messages.notFound);
    cache.clear();
    return { approved: true };
  });
}
