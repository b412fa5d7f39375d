import { and, count, desc, eq, ilike, inArray, isNotNull, max, type SQL } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { PaperSummary } from '@common/schemas/attempt';
import type { ListPapersQuery } from '@common/schemas/paper-queries';
import type { StoredNames } from '../../content/catalog';
import type { Db } from '../../db/client';
import { attempts, papers } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeLike } from '../../lib/escape-like';
import { requireUuid } from '../../lib/ids';
import { presentPaperSummary } from '../../presenters/paper-summary';
import { findPaperRow } from './find-paper';
import type { UserActor } from '../../actor';

/**
 * The user's papers, newest first, with search by title and filters by board, class, subject;
 * boards and subjects named by `names` (the reader's language).
 */
export async function listPapers(
  db: Db,
  { user: { id: userId } }: UserActor,
  query: ListPapersQuery,
  names: StoredNames,
): Promise<{ papers: PaperSummary[]; total: number }> {
  const conditions: SQL[] = [eq(papers.userId, userId)];
  if (query.search) conditions.push(ilike(papers.title, `%${escapeLike(query.search)}%`));
  if (query.curriculum) conditions.push(eq(papers.curriculum, query.curriculum));
  if (query.class !== undefined) conditions.push(eq(papers.classNumber, query.class));
  if (query.subject) conditions.push(eq(papers.subject, query.subject));
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(papers)
      .where(where)
      .orderBy(desc(papers.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(papers).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const stats =
    ids.length === 0
      ? []
      : await db
          .select({ paperId: attempts.paperId, count: count(), best: max(attempts.score) })
          .from(attempts)
          .where(and(inArray(attempts.paperId, ids), isNotNull(attempts.submittedAt)))
          .groupBy(attempts.paperId);
  const byPaper = new Map(stats.map((s) => [s.paperId, s]));
  return {
    papers: rows.map((row) => {
      const s = byPaper.get(row.id);
      return presentPaperSummary(row, { count: s?.count ?? 0, bestScore: s?.best ?? null }, names);
    }),
    total,
  };
}

/** Renames a paper of the user (its printed title changes with it); 404 for anyone else's. */
export async function renamePaper(db: Db, actor: UserActor, id: string, title: string) {
  const row = await findPaperRow(db, actor.user.id, id);
  const [updated] = await db
    .update(papers)
    .set({ title, content: { ...row.content, title } })
    .where(eq(papers.id, id))
    .returning();
  return updated!;
}

/** Deletes a paper of the user and its attempts; 404 for anyone else's. */
export async function deletePaper(db: Db, actor: UserActor, id: string): Promise<void> {
  const deleted = await db
    .delete(papers)
    .where(and(eq(papers.id, requireUuid(id)), eq(papers.userId, actor.user.id)))
    .returning({ id: papers.id });
  if (deleted.length === 0) throw new AppError('not_found', Messages.notFound);
}
