import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Messages } from '@common/messages';
import type { Attempt, AttemptAnswer } from '@common/schemas/attempt';
import type { Paper } from '@common/schemas/paper';
import type { Db } from '../../db/client';
import { attempts, papers, type AttemptRow } from '../../db/schema';
import { markAttempt } from '../../engine/mark-attempt';
import { AppError } from '../../errors';
import { requireUuid } from '../../lib/ids';
import { presentAttempt } from '../../presenters/attempt';
import { presentPaper } from '../../presenters/paper';
import type { UserActor } from '../../actor';

/** Slack after the deadline for the last save in flight; later saves are refused. */
export const ATTEMPT_GRACE_MS = 60_000;

/** Who asks, and when: every attempt is its owner's only. */
type Ctx = { db: Db; actor: UserActor; now: Date };

async function findRow(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, requireUuid(id)), eq(attempts.userId, userId)));
  if (!row) throw new AppError('not_found', Messages.notFound);
  return row;
}

async function paperOf(db: Db, row: AttemptRow): Promise<Paper> {
  const [paper] = await db
    .select({ content: papers.content, createdAt: papers.createdAt })
    .from(papers)
    .where(eq(papers.id, row.paperId));
  return { id: row.paperId, ...paper!.content, createdAt: paper!.createdAt.toISOString() };
}

const expired = (row: AttemptRow, now: Date) =>
  row.submittedAt === null && now.getTime() > row.deadlineAt.getTime() + ATTEMPT_GRACE_MS;

/** Submits once: the conditional update makes a second or concurrent submit change nothing. */
async function finish(db: Db, row: AttemptRow, paper: Paper, now: Date, auto: boolean) {
  const { results, score } = markAttempt(paper, row.answers, row.selfMarks);
  const [done] = await db
    .update(attempts)
    .set({ submittedAt: now, autoSubmitted: auto, results, score, updatedAt: now })
    .where(and(eq(attempts.id, row.id), isNull(attempts.submittedAt)))
    .returning();
  return done ?? (await findRow(db, row.userId, row.id));
}

/** A submitted attempt, or one whose time ran out (then submitted as it stands). */
async function settle(db: Db, row: AttemptRow, paper: Paper, now: Date) {
  return expired(row, now) ? finish(db, row, paper, now, true) : row;
}

/**
 * The paper an attempt is of, read under a share lock: a swap of one of its questions (which
 * locks the paper for update) waits for a new attempt to be stored and then refuses, and a new
 * attempt waits for a swap under way and then reads the swapped paper. So an attempt always shows
 * the questions its answers are marked against (issue 12).
 */
async function paperForAttempt(db: Db, userId: string, paperId: string): Promise<Paper> {
  const [row] = await db
    .select()
    .from(papers)
    .where(and(eq(papers.id, requireUuid(paperId)), eq(papers.userId, userId)))
    .for('share');
  if (!row) throw new AppError('not_found', Messages.notFound);
  return presentPaper(row);
}

/**
 * Starts an attempt of one of the user's papers, or returns the one in progress, so opening the
 * paper twice never makes two clocks.
 */
export async function startAttempt(
  ctx: Ctx,
  paperId: string,
): Promise<{ created: boolean; attempt: Attempt }> {
  const { db, actor, now } = ctx;
  const userId = actor.user.id;
  const started = await db.transaction(async (tx) => {
    const paper = await paperForAttempt(tx, userId, paperId);
    const [open] = await tx
      .select()
      .from(attempts)
      .where(
        and(
          eq(attempts.paperId, paper.id),
          eq(attempts.userId, userId),
          isNull(attempts.submittedAt),
        ),
      );
    if (open) {
      const settled = await settle(tx, open, paper, now);
      if (settled.submittedAt === null)
        return { created: false, attempt: presentAttempt(settled, paper) };
    }
    const [row] = await tx
      .insert(attempts)
      .values({
        id: randomUUID(),
        paperId: paper.id,
        userId,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + paper.durationMinutes * 60_000),
        maxMarks: paper.totalMarks,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return row ? { created: true, attempt: presentAttempt(row, paper) } : null;
  });
  // A concurrent start won the race: its attempt is the one in progress.
  return started ?? startAttempt(ctx, paperId);
}

export async function findAttempt({ db, actor, now }: Ctx, id: string): Promise<Attempt> {
  const row = await findRow(db, actor.user.id, id);
  const paper = await paperOf(db, row);
  return presentAttempt(await settle(db, row, paper, now), paper);
}

/** Saves every answer so far; refused once submitted, and after the deadline it submits instead. */
export async function saveAnswers(
  { db, actor, now }: Ctx,
  id: string,
  answers: Record<string, AttemptAnswer>,
): Promise<Attempt> {
  const row = await findRow(db, actor.user.id, id);
  const paper = await paperOf(db, row);
  if (row.submittedAt) throw new AppError('conflict', Messages.attemptAlreadySubmitted);
  if (expired(row, now)) {
    await finish(db, row, paper, now, true);
    throw new AppError('conflict', Messages.attemptTimeUp);
  }
  const numbers = new Set(paper.sections.flatMap((s) => s.questions.map((q) => String(q.number))));
  const known = Object.fromEntries(Object.entries(answers).filter(([n]) => numbers.has(n)));
  const [saved] = await db
    .update(attempts)
    .set({ answers: known, updatedAt: now })
    .where(and(eq(attempts.id, row.id), isNull(attempts.submittedAt)))
    .returning();
  if (!saved) throw new AppError('conflict', Messages.attemptAlreadySubmitted);
  return presentAttempt(saved, paper);
}

/** Submits and marks the attempt; submitting twice returns the same result. */
export async function submitAttempt({ db, actor, now }: Ctx, id: string): Promise<Attempt> {
  const row = await findRow(db, actor.user.id, id);
  const paper = await paperOf(db, row);
  if (row.submittedAt) return presentAttempt(row, paper);
  // At or after the deadline the clock submitted it, even when the page's call arrives first.
  const atTimeUp = now.getTime() >= row.deadlineAt.getTime();
  return presentAttempt(await finish(db, row, paper, now, atTimeUp), paper);
}

/** The student's own marks for written answers, after submitting, against the marking scheme. */
export async function selfMark(
  { db, actor, now }: Ctx,
  id: string,
  marks: Record<string, number>,
): Promise<Attempt> {
  const row = await findRow(db, actor.user.id, id);
  const paper = await paperOf(db, row);
  if (!row.submittedAt) throw new AppError('conflict', Messages.attemptNotSubmitted);
  const questions = new Map(
    paper.sections.flatMap((s) => s.questions.map((q) => [String(q.number), q])),
  );
  for (const [number, value] of Object.entries(marks)) {
    const question = questions.get(number);
    const type =
      question &&
      (row.answers[number]?.choice === 'or' && question.or ? question.or.type : question.type);
    if (!question || type === 'mcq' || value > question.marks)
      throw new AppError('invalid_request', Messages.selfMarksInvalid, {
        fieldErrors: { [`marks.${number}`]: Messages.selfMarksInvalid },
      });
  }
  const selfMarks = { ...row.selfMarks, ...marks };
  const { results, score } = markAttempt(paper, row.answers, selfMarks);
  const [saved] = await db
    .update(attempts)
    .set({ selfMarks, results, score, updatedAt: now })
    .where(eq(attempts.id, row.id))
    .returning();
  return presentAttempt(saved!, paper);
}
