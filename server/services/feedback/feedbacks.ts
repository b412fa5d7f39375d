import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

const isFeedback = eq(contactMessages.type, 'feedback');

/** The newest approved feedback, for the landing page (spec §1; docs/spec-departures.md §7). */
export async function findApprovedFeedbacks({ db, limit = 30 }: { db: Db; limit?: number }) {
  return db
    .select()
    .from(contactMessages)
    .where(and(isFeedback, isNotNull(contactMessages.approvedAt)))
    .orderBy(desc(contactMessages.approvedAt), desc(contactMessages.id))
    .limit(limit);
}

export type FindFeedbacksForReviewOptions = { db: Db; status: 'pending' | 'approved' };

/** Feedback waiting for a decision, or already published, for the site admin. */
export async function findFeedbacksForReview({ db, status }: FindFeedbacksForReviewOptions) {
  const approved =
    status === 'approved'
      ? isNotNull(contactMessages.approvedAt)
      : isNull(contactMessages.approvedAt);
  return db
    .select()
    .from(contactMessages)
    .where(and(isFeedback, approved))
    .orderBy(desc(contactMessages.createdAt))
    .limit(200);
}

export type ApproveFeedbackOptions = { db: Db; id: number; now: Date };

/** Publishes one feedback; answers whether such a feedback exists. Approving twice is harmless. */
export async function approveFeedback({ db, id, now }: ApproveFeedbackOptions): Promise<boolean> {
  const [existing] = await db
    .select({ approvedAt: contactMessages.approvedAt })
    .from(contactMessages)
    .where(and(isFeedback, eq(contactMessages.id, id)));
  if (!existing) return false;
  if (!existing.approvedAt)
    await db.update(contactMessages).set({ approvedAt: now }).where(eq(contactMessages.id, id));
  return true;
}
