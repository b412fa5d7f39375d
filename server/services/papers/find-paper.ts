import { and, eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { Paper } from '@common/schemas/paper';
import type { Db } from '../../db/client';
import { papers, type PaperRow } from '../../db/schema';
import { AppError } from '../../errors';
import { requireUuid } from '../../lib/ids';
import { presentPaper } from '../../presenters/paper';
import type { UserActor } from '../../actor';

/** One paper row, for its owner only: anyone else gets the same 404 as for a missing paper. */
export async function findPaperRow(db: Db, userId: string, id: string): Promise<PaperRow> {
  const [row] = await db
    .select()
    .from(papers)
    .where(and(eq(papers.id, requireUuid(id)), eq(papers.userId, userId)));
  if (!row) throw new AppError('not_found', Messages.notFound);
  return row;
}

/** One paper as the API answers it, for its owner only. */
export async function findPaper(db: Db, actor: UserActor, id: string): Promise<Paper> {
  return presentPaper(await findPaperRow(db, actor.user.id, id));
}
