import { and, eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { Paper } from '@common/schemas/paper';
import type { Db } from '../../db/client';
import { papers } from '../../db/schema';
import { AppError } from '../../errors';
import { presentPaper } from '../../presenters/paper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One paper, for its owner only: anyone else gets the same 404 as for a missing paper. */
export async function findPaper(db: Db, userId: string, id: string): Promise<Paper> {
  if (!UUID.test(id)) throw new AppError('not_found', Messages.notFound);
  const [row] = await db
    .select()
    .from(papers)
    .where(and(eq(papers.id, id), eq(papers.userId, userId)));
  if (!row) throw new AppError('not_found', Messages.notFound);
  return presentPaper(row);
}
