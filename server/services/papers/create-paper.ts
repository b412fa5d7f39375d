import { randomUUID } from 'node:crypto';
import { Messages } from '@common/messages';
import type { CreatePaperRequest, Paper } from '@common/schemas/paper';
import type { ContentStore } from '../../content/content-store';
import type { Db } from '../../db/client';
import { papers } from '../../db/schema';
import { generatePaper } from '../../engine/generate-paper';
import { defaultInstructions, defaultTitle } from '../../engine/instructions';
import { paperBodies } from '../../engine/paper-bodies';
import { questionRef } from '../../engine/pick-replacement';
import { QuestionPool } from '../../engine/pool';
import { randomSeed } from '../../engine/rng';
import { AppError } from '../../errors';
import { presentPaper } from '../../presenters/paper';
import { spendPaperAllowance } from '../subscriptions/quotas';
import { savePaperHeader } from './paper-header';
import { recentRefs } from './recent-refs';
import { resolveBlueprint } from './resolve-blueprint';
import type { UserActor } from '../../actor';

/**
 * Generates a paper for a signed-in user and stores it. With no seed, a fresh seed is drawn and
 * the user's recent questions are avoided while others exist; with a seed, the same request gives
 * the same paper again. The paper is paid for from the user's plan or free papers (402 when none
 * is left).
 */
export async function createPaper(args: {
  db: Db;
  content: ContentStore;
  actor: UserActor;
  request: CreatePaperRequest;
  now: Date;
  /** Keep the request's school and exam names for the user's next paper (default: yes). */
  keepHeader?: boolean;
}): Promise<Paper> {
  const { db, content, actor, request, now } = args;
  const userId = actor.user.id;
  const blueprint = resolveBlueprint(content.catalog, request);
  const pool =
    content.pool(request.curriculum, request.class, request.subject) ?? new QuestionPool([]);
  const seed = request.seed ?? randomSeed();
  const avoid = request.seed === undefined ? await recentRefs(db, userId) : new Set<string>();
  const result = generatePaper({
    pool,
    sections: blueprint.sections,
    chapters: request.chapters,
    chapterWeights: blueprint.chapterWeights,
    difficulty: request.difficulty,
    seed,
    avoid,
    language: request.language,
  });
  if (!result.ok)
    throw new AppError('pool_short', Messages.paperPoolShort, { shortages: result.shortages });

  const internalChoice = result.sections.some((s) => s.questions.some((q) => q.or));
  // The paper is a document in its own language: its board, subject and chapters too.
  const names = content.catalog.names(request.language);
  const { subject } = blueprint;
  const chapterOf = new Map(subject.chapters.map((c) => [c.id, c]));
  const subjectName = names.subject(subject);
  const body: Omit<Paper, 'id' | 'createdAt'> = {
    title: request.title || defaultTitle(request.language, subjectName, request.class),
    ...(request.schoolName ? { schoolName: request.schoolName } : {}),
    ...(request.examName ? { examName: request.examName } : {}),
    country: request.country,
    curriculum: request.curriculum,
    curriculumName: names.curriculum(blueprint.curriculum),
    class: request.class,
    subject: request.subject,
    subjectName,
    chapters: request.chapters.map((id) => ({
      id,
      name: names.chapter(subject, chapterOf.get(id)!),
    })),
    preset: blueprint.preset?.id ?? null,
    language: request.language,
    difficulty: request.difficulty,
    durationMinutes: blueprint.durationMinutes,
    totalMarks: result.totalMarks,
    questionCount: result.questionCount,
    seed,
    internalChoice,
    instructions:
      request.instructions ??
      defaultInstructions(request.language, {
        questions: result.questionCount,
        sections: new Set(result.sections.map((s) => s.id)).size,
        internalChoice,
        rules: blueprint.preset?.rules ?? [],
        attempts: result.sections.flatMap((s) =>
          s.attempt ? [{ section: s.id, attempt: s.attempt, count: s.questions.length }] : [],
        ),
      }),
    sections: result.sections.map((section) =>
      section.label ? { ...section, label: names.sectionLabel(section.label) } : section,
    ),
  };
  const questionRefs = paperBodies(result.sections).map(questionRef);
  // The allowance is spent in the transaction that stores the paper: a paper that is not stored
  // costs nothing, and a refusal (402) stores nothing.
  const row = await db.transaction(async (tx) => {
    await spendPaperAllowance({
      db: tx,
      userId,
      scope: {
        country: request.country,
        curriculum: request.curriculum,
        classNumber: request.class,
      },
      subject: request.subject,
      now,
    });
    // The header names given are the ones offered for the next paper (not a variant's, which
    // repeats an older paper's).
    if (args.keepHeader !== false)
      await savePaperHeader(
        tx,
        userId,
        { schoolName: request.schoolName, examName: request.examName },
        now,
      );
    const [inserted] = await tx
      .insert(papers)
      .values({
        id: randomUUID(),
        userId,
        title: body.title,
        curriculum: body.curriculum,
        classNumber: body.class,
        subject: body.subject,
        totalMarks: body.totalMarks,
        questionCount: body.questionCount,
        durationMinutes: body.durationMinutes,
        seed,
        blueprint: request,
        content: body,
        questionRefs,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return presentPaper(row);
}
