// Kept apart from the zod schemas so the landing page can use them without loading zod.

/** Spec §9: feedback text is shown truncated at 120 characters; ratings are 1-5, default 5. */
export const FEEDBACK_PREVIEW_LENGTH = 120;
export const DEFAULT_FEEDBACK_RATING = 5;
/** Spec §9: the feedback list is cached for 5 minutes. */
export const FEEDBACK_CACHE_MS = 5 * 60_000;

/** The message as the landing page lists it: at most 120 characters, then an ellipsis. */
export function feedbackPreview(message: string): string {
  const text = message.trim();
  if (text.length <= FEEDBACK_PREVIEW_LENGTH) return text;
  const cut = text.slice(0, FEEDBACK_PREVIEW_LENGTH);
  return `${cut.trimEnd()}…`;
}
