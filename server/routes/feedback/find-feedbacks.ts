import { FEEDBACK_CACHE_MS } from '@common/feedback';
import { FindFeedbacks } from '@common/contracts/feedback';
import { presentFeedback } from '../../presenters/feedback';
import { findApprovedFeedbacks } from '../../services/feedback/feedbacks';
import { route } from '../route';

/** GET /api/feedbacks: approved feedback only, cached 5 minutes (spec §7, §9). */
export const findFeedbacksRoute = route(FindFeedbacks, async ({ ctx, reply }) => {
  const feedbacks = await ctx.caches.feedbacks.get(async () =>
    (await findApprovedFeedbacks({ db: ctx.db })).map(presentFeedback),
  );
  reply.header('cache-control', `public, max-age=${FEEDBACK_CACHE_MS / 1000}`);
  return feedbacks;
});
