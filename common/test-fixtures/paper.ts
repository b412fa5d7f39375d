/**
 * Fake papers for the unit tests of server/ and web/ alike: web tests may not import server/, and
 * both may import common/. Test code only: nothing but tests imports this folder, so it never
 * reaches the production bundle. (For a real paper made through the API, see createPaperViaApi
 * in server/test/factories.ts.)
 */
import type { Paper, PaperQuestion, PaperSection } from '../schemas/paper';

/**
 * A question as an attempt in progress shows it: no answer, no solution (give `answer` for one
 * with its key). An easy bank question on Real Numbers, 1 mark as an MCQ with four options, else 3.
 */
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

/**
 * A whole paper as GET /api/papers/:id answers it: CBSE class 10 Mathematics with testSections().
 * Its totals are written out for those sections; give `totalMarks` and `questionCount` with
 * other `sections`.
 */
export function testPaper(over: Partial<Paper> = {}): Paper {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Mathematics: Class 10 practice paper',
    country: 'in',
    curriculum: 'in-cbse',
    curriculumName: 'Central Board of Secondary Education (CBSE)',
    class: 10,
    subject: 'mathematics',
    subjectName: 'Mathematics',
    chapters: [{ id: 'real-numbers', name: 'Real Numbers' }],
    preset: null,
    language: 'en',
    difficulty: 'mixed',
    durationMinutes: 90,
    // Section A: 2 MCQs x 1 = 2; section B: any 2 of 3 short answers x 3 = 6; 2 + 6 = 8.
    totalMarks: 8,
    questionCount: 5,
    seed: 1,
    internalChoice: true,
    instructions: [],
    sections: testSections(),
    createdAt: '2026-11-21T10:00:00.000Z',
    ...over,
  };
}
