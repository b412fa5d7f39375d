import { eq } from 'drizzle-orm';
import type { SwapOptions } from '@common/schemas/paper-queries';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { attempts } from '../../db/schema';
import { hasReplacement } from '../../engine/pick-replacement';
import { QuestionPool } from '../../engine/pool';
import { presentPaper } from '../../presenters/paper';
import { findPaperRow } from './find-paper';

/**
 * Which questions of a user's paper can be swapped, and which alternatives: the bank holds
 * another of the same kind, chapter and difficulty, and the paper has not been attempted. The
 * screen offers Swap only there, so a teacher never presses a button that can only say no.
 */
export async function findSwapOptions(args: {
  db: Db;
  content: ContentStore;
  userId: string;
  paperId: string;
}): Promise<SwapOptions> {
  const row = await findPaperRow(args.db, args.userId, args.paperId);
  const [attempted] = await args.db
    .select({ id: attempts.id })
    .from(attempts)
    .where(eq(attempts.paperId, row.id))
    .limit(1);
  const paper = presentPaper(row);
  const pool =
    args.content.pool(row.curriculum, row.classNumber, row.subject) ?? new QuestionPool([]);
  const used = new Set(row.questionRefs);
  const check = (current: Parameters<typeof hasReplacement>[0]['current']) =>
    hasReplacement({ pool, current, used, seed: row.seed });
  return {
    locked: Boolean(attempted),
    questions: paper.sections.flatMap((section) =>
      section.questions.map((q) => ({
        number: q.number,
        main: check(q),
        alternative: q.or ? check(q.or) : false,
      })),
    ),
  };
}
