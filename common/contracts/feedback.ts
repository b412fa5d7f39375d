import { z } from 'zod';
import { Access, defineOperation } from '../operation';
import { AdminFeedbackSchema, FeedbackSchema } from '../schemas/feedback';
import { SerialIdParamsSchema } from '../schemas/ids';

/** Approved feedback, as the landing page shows it (spec §7, §9). */
export const FindFeedbacks = defineOperation({
  name: 'find-feedbacks',
  method: 'GET',
  path: '/api/feedbacks',
  output: z.array(FeedbackSchema),
  access: Access.anyone,
});

/** The site admin's review list: pending or published feedback. */
export const FindFeedbacksForReview = defineOperation({
  name: 'find-feedbacks-for-review',
  method: 'GET',
  path: '/api/admin/feedbacks',
  query: z.strictObject({ status: z.enum(['pending', 'approved']).default('pending') }),
  output: z.array(AdminFeedbackSchema),
  access: Access.siteAdmin,
});

export const ApproveFeedback = defineOperation({
  name: 'approve-feedback',
  method: 'POST',
  path: '/api/admin/feedbacks/:id/approve',
  params: SerialIdParamsSchema,
  output: z.strictObject({ approved: z.literal(true) }),
  access: Access.siteAdmin,
});
