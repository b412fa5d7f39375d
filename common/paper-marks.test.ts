import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKS, questionCount, sectionsTotal, totalMarks } from './paper-marks';

describe('the marks helper (spec §3, §9)', () => {
  it('totals counts times marks per type, with the default marks 1, 2, 5 and 8', () => {
    expect(DEFAULT_MARKS).toEqual({
      mcqMarks: 1,
      shortAnswerMarks: 2,
      longAnswerMarks: 5,
      caseStudyMarks: 8,
    });
    const counts = { mcq: 10, shortAnswer: 5, longAnswer: 3, caseStudy: 1 };
    expect(totalMarks(counts, DEFAULT_MARKS)).toBe(10 + 10 + 15 + 8);
    expect(totalMarks(counts, { ...DEFAULT_MARKS, shortAnswerMarks: 3 })).toBe(48);
    expect(questionCount(counts)).toBe(19);
  });

  it('counts only the questions to attempt in an "attempt any n" section', () => {
    expect(
      sectionsTotal([
        { count: 15, marksEach: 1 },
        { count: 7, attempt: 4, marksEach: 10 },
      ]),
    ).toBe(55);
  });
});
