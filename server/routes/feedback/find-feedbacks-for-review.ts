import { FindFeedbacksForReview } from '@common/contracts/feedback';
import { presentAdminFeedback } from '../../presenters/feedback';
import { findFeedbacksForReview } from '../../services/feedback/feedbacks';
import { route } from '../route';

/** GET /api/admin/feedbacks?status=: the site admin's review list, pending or published. */
export const findFeedbacksForReviewRoute = route(FindFeedbacksForReview, async ({ input, ctx }) =>
  (await findFeedbacksForReview({ db: ctx.db, status: input.query.status })).map(
    presentAdminFeedback,
  ),
);
