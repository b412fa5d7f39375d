import { eq } from 'drizzle-orm';
import type { PaperHeader } from '@common/schemas/paper';
import type { Db } from '../../db/client';
import { paperHeaders } from '../../db/schema';
import type { UserActor } from '../../actor';

/** The school and exam names the user last printed on a paper, for the next one. */
export async function getPaperHeader(
  db: Db,
  { user: { id: userId } }: UserActor,
): Promise<PaperHeader> {
  const [row] = await db
    .select({ schoolName: paperHeaders.schoolName, examName: paperHeaders.examName })
    .from(paperHeaders)
    .where(eq(paperHeaders.userId, userId));
  return row ?? { schoolName: '', examName: '' };
}

/**
 * Keeps the names a paper was made with, for the user's next paper: each name given replaces the
 * kept one (an empty one clears it); a name not given stays as it was.
 */
export async function savePaperHeader(
  db: Db,
  userId: string,
  header: Partial<PaperHeader>,
  now: Date,
): Promise<void> {
  const given = Object.fromEntries(
    Object.entries(header).filter(([, value]) => value !== undefined),
  ) as Partial<PaperHeader>;
  if (Object.keys(given).length === 0) return;
  await db
    .insert(paperHeaders)
    .values({ userId, schoolName: '', examName: '', ...given, updatedAt: now })
    .onConflictDoUpdate({ target: paperHeaders.userId, set: { ...given, updatedAt: now } });
}
