import type { Attempt } from '@common/schemas/attempt';
import type { Paper } from '@common/schemas/paper';
import type { AttemptRow } from '../db/schema';
import { withoutAnswers } from '../engine/mark-attempt';

/** An attempt as the API answers it: the paper's answers only once it is submitted. */
export function presentAttempt(row: AttemptRow, paper: Paper): Attempt {
  const submitted = row.submittedAt !== null;
  return {
    id: row.id,
    paperId: row.paperId,
    status: submitted ? 'submitted' : 'in_progress',
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    autoSubmitted: row.autoSubmitted,
    answers: row.answers,
    selfMarks: row.selfMarks,
    results: submitted ? row.results : null,
    score: submitted ? row.score : null,
    maxMarks: row.maxMarks,
    paper: submitted ? paper : withoutAnswers(paper),
  };
}
