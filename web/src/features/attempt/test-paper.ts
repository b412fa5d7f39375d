import type { PaperQuestion, PaperSection } from '@common/schemas/paper';

/** A question as an attempt shows it: no answer, no solution. */
export function testQuestion(
  number: number,
  type: PaperQuestion['type'],
  over: Partial<PaperQuestion> = {},
): PaperQuestion {
  return {
    number,
    source: { kind: 'bank', id: `q${number}` },
    type,
    style: 'standard',
    difficulty: 'easy',
    chapter: 'real-numbers',
    competencies: ['apply'],
    marks: type === 'mcq' ? 1 : 3,
    stem: `Question ${number}`,
    ...(type === 'mcq' ? { options: ['1', '2', '3', '4'] } : {}),
    answer: { text: '', solution: '' },
    ...over,
  };
}

/** Section A: two MCQs; section B: three short answers, any two of them, one with an MCQ "OR". */
export function testSections(): PaperSection[] {
  return [
    {
      id: 'A',
      type: 'mcq',
      marksEach: 1,
      questions: [testQuestion(1, 'mcq'), testQuestion(2, 'mcq')],
    },
    {
      id: 'B',
      type: 'short',
      marksEach: 3,
      attempt: 2,
      questions: [
        testQuestion(3, 'short'),
        testQuestion(4, 'short', { or: testQuestion(4, 'mcq') }),
        testQuestion(5, 'short'),
      ],
    },
  ];
}
