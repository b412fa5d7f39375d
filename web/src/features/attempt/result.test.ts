import { describe, expect, it } from 'vitest';
import type { Attempt, QuestionResult } from '@common/schemas/attempt';
import { testPaper } from '@common/test-fixtures/paper';
import { percentOf, resultCounts, submittedAtTimeUp } from './result';

const result = (over: Partial<QuestionResult>): QuestionResult => ({
  number: 1,
  type: 'mcq',
  chapter: 'c',
  difficulty: 'easy',
  marks: 1,
  earned: 0,
  counted: true,
  answered: true,
  ...over,
});

describe('the result', () => {
  it('counts MCQs right and wrong, blanks, and written answers still to mark', () => {
    expect(
      resultCounts([
        result({ earned: 1 }),
        result({ earned: 0 }),
        result({ answered: false }),
        result({ type: 'short', answered: false }),
        result({ type: 'short', earned: null }),
        result({ type: 'long', earned: 3 }),
      ]),
    ).toEqual({ right: 1, wrong: 1, blank: 2, toMark: 1 });
  });

  it('says "at time up" exactly when the server recorded the submit so, whatever the times', () => {
    // A 90-minute attempt, due at 10:00; the server records any submit at or after the deadline
    // as automatic, and the page takes its word rather than judging the times itself.
    const submitted = (submittedAt: string, autoSubmitted: boolean): Attempt => ({
      id: '00000000-0000-4000-8000-0000000000a1',
      paperId: testPaper().id,
      status: 'submitted',
      startedAt: '2026-11-21T08:30:00.000Z',
      deadlineAt: '2026-11-21T10:00:00.000Z',
      submittedAt,
      autoSubmitted,
      answers: {},
      selfMarks: {},
      results: [],
      score: 0,
      maxMarks: 8,
      paper: testPaper(),
    });
    // The student's own submit, 20 minutes early.
    expect(submittedAtTimeUp(submitted('2026-11-21T09:40:00.000Z', false))).toBe(false);
    // The clock's: at the deadline, or when the attempt is next opened after it.
    expect(submittedAtTimeUp(submitted('2026-11-21T10:00:00.000Z', true))).toBe(true);
    expect(submittedAtTimeUp(submitted('2026-11-21T10:05:00.000Z', true))).toBe(true);
    // Half a second before the deadline by the server's clock is still the student's submit: the
    // page adds no slack of its own (it once called the last 2 seconds time up).
    expect(submittedAtTimeUp(submitted('2026-11-21T09:59:59.500Z', false))).toBe(false);
    // A submit stored after the deadline but not as automatic (one recorded before the server
    // made late submits automatic) stays the student's: the record decides, not the times.
    expect(submittedAtTimeUp(submitted('2026-11-21T10:00:30.000Z', false))).toBe(false);
  });

  it('gives the percentage to a whole number', () => {
    expect(percentOf(1.5, 80)).toBe(2);
    expect(percentOf(7, 7)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
