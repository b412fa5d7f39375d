import type { Attempt, QuestionResult } from '@common/schemas/attempt';

/** Submitted by the clock: the server records any submit at or after the deadline as automatic. */
export function submittedAtTimeUp(attempt: Attempt): boolean {
  return attempt.autoSubmitted;
}

/** What the result page sums up: MCQs right, wrong and blank, and written answers left to mark. */
export function resultCounts(results: QuestionResult[]) {
  const counts = { right: 0, wrong: 0, blank: 0, toMark: 0 };
  for (const r of results) {
    if (!r.answered) counts.blank += 1;
    else if (r.type === 'mcq') counts[r.earned ? 'right' : 'wrong'] += 1;
    else if (r.earned === null) counts.toMark += 1;
  }
  return counts;
}

/** The score as a percentage of the maximum marks, to a whole number. */
export function percentOf(score: number, maxMarks: number): number {
  return maxMarks > 0 ? Math.round((score / maxMarks) * 100) : 0;
}
