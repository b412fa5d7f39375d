import type { ScopedQuestion } from '../content/bank';
import type { Difficulty, QuestionType } from '@common/schemas/question';
import { Difficulties } from '@common/schemas/question';
import { buildPools } from './pool';
import type { AnyTemplate } from './template';

const STYLES = {
  mcq: ['standard', 'assertion-reason'],
  short: ['standard'],
  long: ['standard'],
  case: ['standard'],
} as const;

function bankQuestion(
  id: string,
  type: QuestionType,
  style: 'standard' | 'assertion-reason',
  chapter: string,
  difficulty: Difficulty,
  marks: number,
): ScopedQuestion {
  const scope = {
    curriculum: 'test',
    class: 10,
    subject: 'maths',
    chapter,
    provenance: {
      source: 'original',
      writtenBy: 'test',
      review: 'reviewed',
      reviewedBy: 'test reviewer',
    } as const,
  };
  const common = { id, difficulty, marks, competencies: ['apply' as const], tags: [], ...scope };
  if (type === 'mcq' && style === 'assertion-reason')
    return {
      ...common,
      type,
      style,
      answerIndex: 1,
      en: { assertion: `A ${id}`, reason: `R ${id}`, solution: 'S' },
    };
  if (type === 'mcq')
    return {
      ...common,
      type,
      style: 'standard',
      answerIndex: 2,
      en: { stem: `Q ${id}`, options: ['a', 'b', 'c', 'd'], solution: 'S' },
    };
  if (type === 'case')
    return {
      ...common,
      type,
      marks: 4,
      partMarks: [1, 1, 2],
      en: {
        passage: `P ${id}`,
        parts: [1, 2, 3].map((n) => ({ stem: `part ${n}`, answer: 'x', solution: 'y' })),
      },
    };
  return { ...common, type, en: { stem: `Q ${id}`, answer: 'A', solution: 'S' } };
}

/**
 * The questions of a synthetic subject for generator tests: `perBucket` questions of every type,
 * style, difficulty and chapter (short answers alternate 2 and 3 marks).
 */
export function testQuestions(chapters: readonly string[], perBucket: number): ScopedQuestion[] {
  const questions: ScopedQuestion[] = [];
  for (const chapter of chapters)
    for (const type of ['mcq', 'short', 'long', 'case'] as const)
      for (const style of STYLES[type])
        for (const difficulty of Difficulties)
          for (let i = 0; i < perBucket; i++) {
            const marks =
              type === 'mcq' ? 1 : type === 'short' ? 2 + (i % 2) : type === 'long' ? 5 : 4;
            questions.push(
              bankQuestion(
                `${chapter}-${type}-${style}-${difficulty}-${i}`,
                type,
                style,
                chapter,
                difficulty,
                marks,
              ),
            );
          }
  return questions;
}

/** The synthetic subject's pool (subject key test/10/maths). */
export function testPool(
  chapters: readonly string[],
  perBucket: number,
  templates: AnyTemplate[] = [],
) {
  return buildPools(testQuestions(chapters, perBucket), templates).get('test/10/maths')!;
}
