import { z } from 'zod';

/** Spec §9: feedback text is shown truncated at 120 characters; ratings are 1-5, default 5. */
export const FEEDBACK_PREVIEW_LENGTH = 120;
export const DEFAULT_FEEDBACK_RATING = 5;
/** Spec §9: the feedback list is cached for 5 minutes. */
export const FEEDBACK_CACHE_MS = 5 * 60_000;

/** One approved feedback as GET /api/feedbacks lists it (spec §3). */
export const FeedbackSchema = z.object({
  id: z.number(),
  message: z.string(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FeedbackListSchema = z.array(FeedbackSchema);

/** A contact message as the site admin sees it while deciding whether to publish it. */
export const AdminFeedbackSchema = FeedbackSchema.extend({
  email: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;

/** The message as the landing page lists it: at most 120 characters, then an ellipsis. */
export function feedbackPreview(message: string): string {
  const text = message.trim();
  if (text.length <= FEEDBACK_PREVIEW_LENGTH) return text;
  const cut = text.slice(0, FEEDBACK_PREVIEW_LENGTH);
  return `${cut.trimEnd()}…`;
}
