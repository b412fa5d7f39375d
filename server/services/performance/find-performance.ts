import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Analytics } from '@common/schemas/attempt';
import type { StoredNames } from '../../content/catalog';
import type { Db } from '../../db/client';
import { attempts, papers } from '../../db/schema';
import { buildAnalytics } from '../../engine/analytics';
import type { UserActor } from '../../actor';

/**
 * The user's analytics from their papers and submitted attempts, subjects and chapters named by
 * `names` (the reader's language).
 */
export async function findPerformance(
  db: Db,
  { user: { id: userId } }: UserActor,
  names: StoredNames,
): Promise<Analytics> {
  const [[{ generated } = { generated: 0 }], rows] = await Promise.all([
    db.select({ generated: count() }).from(papers).where(eq(papers.userId, userId)),
    db
      .select({ attempt: attempts, content: papers.content })
      .from(attempts)
      .innerJoin(papers, eq(papers.id, attempts.paperId))
      .where(and(eq(attempts.userId, userId), isNotNull(attempts.submittedAt))),
  ]);
  return buildAnalytics(
    generated,
    rows.map(({ attempt, content }) => ({
      id: attempt.id,
      submittedAt: attempt.submittedAt!,
      score: attempt.score ?? 0,
      results: attempt.results ?? [],
      paper: {
        ...content,
        subjectName: names.subject(
          content.curriculum,
          content.class,
          content.subject,
          content.subjectName,
        ),
        chapters: content.chapters.map((chapter) => ({
          id: chapter.id,
          name: names.chapter(content, chapter),
        })),
      },
    })),
  );
}
