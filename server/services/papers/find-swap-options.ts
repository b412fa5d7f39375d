import { eq } from 'drizzle-orm';
import type { PaperQuestionBody } from '@common/schemas/paper';
import type { SwapOptions } from '@common/schemas/paper-queries';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { attempts } from '../../db/schema';
import { hasReplacement } from '../../engine/pick-replacement';
import { QuestionPool } from '../../engine/pool';
import { paperBodies } from '../../engine/paper-bodies';
import { presentPaper } from '../../presenters/paper';
import { findPaperRow } from './find-paper';
import type { UserActor } from '../../actor';

/**
 * Which questions of a user's paper can be swapped, and which alternatives: the bank holds
 * another of the same kind, chapter and difficulty, and the paper has not been attempted. The
 * screen offers Swap only there, so a teacher never presses a button that can only say no.
 */
export async function findSwapOptions(args: {
  db: Db;
  content: ContentStore;
  actor: UserActor;
  paperId: string;
}): Promise<SwapOptions> {
  const row = await findPaperRow(args.db, args.actor.user.id, args.paperId);
  const [attempted] = await args.db
    .select({ id: attempts.id })
    .from(attempts)
    .where(eq(attempts.paperId, row.id))
    .limit(1);
  const paper = presentPaper(row);
  const pool =
    args.content.pool(row.curriculum, row.classNumber, row.subject) ?? new QuestionPool([]);
  const bodies = paperBodies(paper.sections);
  const check = (current: PaperQuestionBody) =>
    hasReplacement({ pool, current, paper: bodies, avoid: new Set(), seed: row.seed });
  return {
    locked: Boolean(attempted),
    left: Math.max(0, paper.questionCount - (paper.swaps ?? 0)),
    questions: paper.sections.flatMap((section) =>
      section.questions.map((q) => ({
        number: q.number,
        main: check(q),
        alternative: q.or ? check(q.or) : false,
      })),
    ),
  };
}
