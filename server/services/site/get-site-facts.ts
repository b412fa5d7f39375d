import { and, avg, count, eq, isNotNull } from 'drizzle-orm';
import type { SiteFacts } from '@common/schemas/site-facts';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { siteFacts } from '../../engine/site-facts';

/** The languages the bank's questions are written in, in the order of the first seen. */
function questionLanguages(content: ContentStore): string[] {
  const languages = new Set<string>();
  for (const question of content.questions)
    for (const language of ['en', 'hi'] as const) if (question[language]) languages.add(language);
  return [...languages];
}

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
  const { catalog, availability } = content;
  return siteFacts({
    ratings: { average: Number(ratings?.average ?? 0), count: ratings?.count ?? 0 },
    users: registered?.count ?? 0,
    coverage: availability.readyScopes().map(({ curriculum, classes }) => ({
      curriculum,
      short: catalog.curricula.find((c) => c.id === curriculum)!.short,
      classes,
    })),
    languages: questionLanguages(content),
  });
}
