import { Messages } from '@common/messages';
import { ApproveFeedback } from '@common/contracts/feedback';
import { AppError } from '../../errors';
import { approveFeedback } from '../../services/feedback/feedbacks';
import { route } from '../route';

/** POST /api/admin/feedbacks/:id/approve: publishes a feedback on the landing page. */
export const approveFeedbackRoute = route(ApproveFeedback, async ({ input, ctx }) => {
  const found = await approveFeedback({ db: ctx.db, id: input.params.id, now: ctx.clock.now() });
  if (!found) throw new AppError('not_found', Messages.notFound);
  ctx.caches.feedbacks.clear();
  return { approved: true as const };
});
