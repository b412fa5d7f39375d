import { and, avg, count, eq, isNotNull } from 'drizzle-orm';
import { QuestionLanguages } from '@common/schemas/question';
import type { SiteFacts } from '@common/schemas/site-facts';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { siteFacts } from '../../engine/site-facts';

/** The languages the bank's questions are written in, in the model's order. */
const questionLanguages = (content: ContentStore): string[] =>
  QuestionLanguages.filter((language) => content.questions.some((q) => q[language]));

/** Counted afresh every 5 minutes: the landing page is the busiest page, the figures move slowly. */
export const SITE_FACTS_CACHE_MS = 5 * 60_000;

/**
 * The landing page's figures from the data: approved feedback's ratings, registered users, the
 * boards and classes that can make papers, the languages of the questions (issue 12).
 */
export async function getSiteFacts({
  db,
  content,
}: {
  db: Db;
  content: ContentStore;
}): Promise<SiteFacts> {
  const [ratings] = await db
    .select({ average: avg(contactMessages.rating), count: count(contactMessages.rating) })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.type, 'feedback'),
        isNotNull(contactMessages.approvedAt),
        isNotNull(contactMessages.rating),
      ),
    );
  const [registered] = await db.select({ count: count() }).from(users);
  return siteFacts({
    ratings: { average: Number(ratings?.average ?? 0), count: ratings?.count ?? 0 },
    users: registered?.count ?? 0,
    coverage: content.availability.coverage(),
    languages: questionLanguages(content),
  });
}
