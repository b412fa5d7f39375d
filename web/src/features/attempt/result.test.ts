import { describe, expect, it } from 'vitest';
import type { Attempt, QuestionResult } from '@common/schemas/attempt';
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

  it('tells a submit at time up from one before it', () => {
    const attempt = {
      autoSubmitted: false,
      deadlineAt: '2026-11-21T10:00:00.000Z',
      submittedAt: '2026-11-21T09:40:00.000Z',
    } as Attempt;
    expect(submittedAtTimeUp(attempt)).toBe(false);
    expect(submittedAtTimeUp({ ...attempt, autoSubmitted: true })).toBe(true);
  });

  it('gives the percentage to a whole number', () => {
    expect(percentOf(1.5, 80)).toBe(2);
    expect(percentOf(7, 7)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
