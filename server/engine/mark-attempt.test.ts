import { describe, expect, it } from 'vitest';
import { testPaper, testQuestion } from '@common/test-fixtures/paper';
import { buildAnalytics } from './analytics';
import { markAttempt, withoutAnswers } from './mark-attempt';

/** A question with its key: an MCQ's answer is option 1 (of 0-3), a long answer is worth 10. */
const q = (number: number, type: 'mcq' | 'long', chapter = 'algebra') =>
  testQuestion(number, type, {
    chapter,
    marks: type === 'mcq' ? 1 : 10,
    answer:
      type === 'mcq'
        ? { optionIndex: 1, text: '2', solution: 'because' }
        : { text: 'the working', solution: 'because' },
  });

// 2 MCQs x 1 + any 4 of 7 long answers x 10 = 2 + 40 = 42 marks.
const paper = testPaper({
  totalMarks: 42,
  questionCount: 9,
  sections: [
    {
      id: 'A',
      type: 'mcq',
      marksEach: 1,
      questions: [
        q(1, 'mcq'),
        {
          ...q(2, 'mcq'),
          or: { ...q(2, 'mcq', 'geometry'), answer: { optionIndex: 3, text: '4', solution: 's' } },
        },
      ],
    },
    {
      id: 'B',
      type: 'long',
      marksEach: 10,
      attempt: 4,
      questions: [3, 4, 5, 6, 7, 8, 9].map((n) => q(n, 'long')),
    },
  ],
});

describe('marking an attempt', () => {
  it('marks the chosen alternative of an internal choice', () => {
    const { results } = markAttempt(
      paper,
      { '1': { choice: 'main', optionIndex: 1 }, '2': { choice: 'or', optionIndex: 3 } },
      {},
    );
    expect(results.slice(0, 2).map((r) => [r.earned, r.chapter])).toEqual([
      [1, 'algebra'],
      [1, 'geometry'],
    ]);
  });

  it('counts the first n answered questions of an "attempt any n" section', () => {
    const answers = Object.fromEntries(
      [4, 5, 6, 8, 9].map((n) => [String(n), { choice: 'main' as const, text: 'answer' }]),
    );
    const marks = { '4': 8, '5': 7, '6': 6, '8': 5, '9': 10 };
    const { results, score } = markAttempt(paper, answers, marks);
    expect(results.filter((r) => r.counted && r.type === 'long').map((r) => r.number)).toEqual([
      4, 5, 6, 8,
    ]);
    expect(score).toBe(8 + 7 + 6 + 5);
  });

  it('hides every answer and solution while the attempt is in progress', () => {
    const hidden = withoutAnswers(paper);
    const bodies = hidden.sections.flatMap((s) =>
      s.questions.flatMap((x) => [x, ...(x.or ? [x.or] : [])]),
    );
    expect(
      bodies.every(
        (b) =>
          b.answer.text === '' && b.answer.solution === '' && b.answer.optionIndex === undefined,
      ),
    ).toBe(true);
  });
});

describe('analytics', () => {
  it('leaves unmarked written answers out, and names the weakest chapter', () => {
    const facts = (id: string, day: number, earned: (number | null)[]) => ({
      id,
      submittedAt: new Date(2026, 10, day),
      score: 0,
      results: earned.map((e, i) => ({
        number: i + 1,
        type: 'mcq' as const,
        chapter: i < 3 ? 'algebra' : 'geometry',
        difficulty: 'easy' as const,
        marks: 1,
        earned: e,
        counted: true,
        answered: true,
      })),
      paper: {
        title: 'T',
        country: 'in',
        curriculum: 'in-cbse',
        class: 10,
        subject: 'mathematics',
        subjectName: 'Mathematics',
        chapters: [
          { id: 'algebra', name: 'Algebra' },
          { id: 'geometry', name: 'Geometry' },
        ],
      },
    });
    const a = buildAnalytics(3, [
      facts('b', 2, [1, 1, 1, 0, 0, 1]),
      facts('a', 1, [1, 0, null, 0, 1, 0]),
    ]);
    expect(a.scoreOverTime.map((s) => [s.attemptId, s.percent])).toEqual([
      ['a', 40],
      ['b', 66.7],
    ]);
    expect(a.averagePercent).toBe(54.5);
    expect(a.weakest.map((c) => [c.chapterName, c.percent])).toEqual([
      ['Geometry', 33.3],
      ['Algebra', 80],
    ]);
  });
});
