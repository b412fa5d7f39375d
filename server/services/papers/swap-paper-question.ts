import { and, eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { Paper, PaperQuestion, PaperQuestionBody } from '@common/schemas/paper';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { attempts, papers } from '../../db/schema';
import { pickReplacement, questionRef } from '../../engine/pick-replacement';
import { paperBodies } from '../../engine/paper-bodies';
import { QuestionPool } from '../../engine/pool';
import { randomSeed } from '../../engine/rng';
import { AppError } from '../../errors';
import { requireUuid } from '../../lib/ids';
import { presentPaper } from '../../presenters/paper';
import { recentRefs } from './recent-refs';
import type { UserActor } from '../../actor';

export type SwapPaperQuestionOptions = {
  db: Db;
  content: ContentStore;
  actor: UserActor;
  paperId: string;
  /** The question's number on the paper. */
  number: number;
  /** Its "OR" alternative rather than the question itself. */
  alternative: boolean;
};

/** The paper with one question (or its alternative) replaced; numbers and marks stay. */
function withReplacement(
  paper: Paper,
  number: number,
  alternative: boolean,
  replacement: PaperQuestionBody,
): Paper['sections'] {
  return paper.sections.map((section) => ({
    ...section,
    questions: section.questions.map((q): PaperQuestion => {
      if (q.number !== number) return q;
      if (alternative) return { ...q, or: replacement };
      return { ...replacement, number, ...(q.or ? { or: q.or } : {}) };
    }),
  }));
}

/**
 * Swaps one question of a user's paper for another of the same type, marks, chapter and
 * difficulty (issue 12): the answer key and the PDFs follow, since both are the paper. The row
 * is locked while it changes, so two swaps at once cannot lose one. A paper that has been
 * attempted keeps its questions: its attempts were marked against them (409). A paper takes at
 * most as many swaps as it has questions (409): enough to shape it, not a free path to the bank.
 */
export async function swapPaperQuestion(options: SwapPaperQuestionOptions): Promise<Paper> {
  const { db, content, actor, number, alternative } = options;
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(papers)
      .where(and(eq(papers.id, requireUuid(options.paperId)), eq(papers.userId, userId)))
      .for('update');
    if (!row) throw new AppError('not_found', Messages.notFound);
    const paper = presentPaper(row);
    const question = paper.sections.flatMap((s) => s.questions).find((q) => q.number === number);
    const current = alternative ? question?.or : question;
    if (!current)
      throw new AppError('invalid_request', Messages.paperQuestionUnknown, {
        fieldErrors: { number: Messages.paperQuestionUnknown },
      });
    // Swaps are for shaping a paper, not for drawing the bank through one paper for free.
    const swaps = paper.swaps ?? 0;
    if (swaps >= paper.questionCount) throw new AppError('conflict', Messages.paperSwapLimit);
    const [attempted] = await tx
      .select({ id: attempts.id })
      .from(attempts)
      .where(eq(attempts.paperId, row.id))
      .limit(1);
    if (attempted) throw new AppError('conflict', Messages.paperSwapAttempted);

    const replacement = pickReplacement({
      pool: content.pool(row.curriculum, row.classNumber, row.subject) ?? new QuestionPool([]),
      current,
      paper: paperBodies(paper.sections),
      avoid: await recentRefs(tx, userId),
      seed: randomSeed(),
      language: paper.language,
    });
    if (!replacement) throw new AppError('conflict', Messages.paperSwapNoneLeft);

    const sections = withReplacement(paper, number, alternative, replacement);
    const oldRef = questionRef(current);
    const [updated] = await tx
      .update(papers)
      .set({
        content: { ...row.content, sections, swaps: swaps + 1 },
        questionRefs: [
          ...row.questionRefs.filter((ref) => ref !== oldRef),
          questionRef(replacement),
        ],
      })
      .where(eq(papers.id, row.id))
      .returning();
    return presentPaper(updated!);
  });
}
