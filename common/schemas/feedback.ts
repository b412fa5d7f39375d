import { z } from 'zod';

/** One approved feedback as GET /api/feedbacks lists it (spec §3). */
export const FeedbackSchema = z.object({
  id: z.number(),
  message: z.string(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** A contact message as the site admin sees it while deciding whether to publish it. */
export const AdminFeedbackSchema = FeedbackSchema.extend({
  email: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;
