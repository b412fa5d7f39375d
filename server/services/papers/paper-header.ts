import { eq } from 'drizzle-orm';
import type { PaperHeader } from '@common/schemas/paper';
import type { Db } from '../../db/client';
import { paperHeaders } from '../../db/schema';

/** The school and exam names the user last printed on a paper, for the next one. */
export async function getPaperHeader(db: Db, userId: string): Promise<PaperHeader> {
  const [row] = await db
    .select({ schoolName: paperHeaders.schoolName, examName: paperHeaders.examName })
    .from(paperHeaders)
    .where(eq(paperHeaders.userId, userId));
  return row ?? { schoolName: '', examName: '' };
}

/** Keeps the names a paper was made with (an empty one clears it), for the user's next paper. */
export async function savePaperHeader(
  db: Db,
  userId: string,
  header: PaperHeader,
  now: Date,
): Promise<void> {
  await db
    .insert(paperHeaders)
    .values({ userId, ...header, updatedAt: now })
    .onConflictDoUpdate({ target: paperHeaders.userId, set: { ...header, updatedAt: now } });
}
