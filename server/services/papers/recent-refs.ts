import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { papers } from '../../db/schema';

/** How many of the user's latest papers a new paper (or a swapped-in question) avoids repeating. */
export const RECENT_PAPERS_AVOIDED = 5;

/** The questions of the user's latest papers: bank ids and template fingerprints. */
export async function recentRefs(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ refs: papers.questionRefs })
    .from(papers)
    .where(eq(papers.userId, userId))
    .orderBy(desc(papers.createdAt))
    .limit(RECENT_PAPERS_AVOIDED);
  return new Set(rows.flatMap((row) => row.refs));
}
