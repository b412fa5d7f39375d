import { DEFAULT_FEEDBACK_RATING } from '@common/feedback';
import type { AdminFeedback, Feedback } from '@common/schemas/feedback';
import type { ContactMessageRow } from '../db/schema';

/**
 * The name a published feedback carries: the first name and the initial of the last, so a
 * child's full name never reaches the public page ("Priya Sharma" -> "Priya S.").
 */
export function publicName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  const initial = Array.from(words[words.length - 1]!)[0]!;
  return `${words[0]} ${initial.toLocaleUpperCase()}.`;
}

/** A published feedback as the landing page sees it. */
export function presentFeedback(row: ContactMessageRow): Feedback {
  return {
    id: row.id,
    message: row.message,
    name: publicName(row.name),
    rating: row.rating ?? DEFAULT_FEEDBACK_RATING,
  };
}

/** A feedback as the site admin reviews it. */
export function presentAdminFeedback(row: ContactMessageRow): AdminFeedback {
  return {
    ...presentFeedback(row),
    name: row.name,
    email: row.email,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}
