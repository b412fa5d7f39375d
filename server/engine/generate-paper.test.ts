import { describe, expect, it } from 'vitest';
import { generatePaper, type GenerateInput, type SectionPlan } from './generate-paper';
import type { ScopedQuestion } from '../content/bank';
import { buildPools } from './pool';
import { templates } from './templates';
import { testPool, testQuestions } from './test-pool';

const CHAPTERS = ['algebra', 'geometry', 'statistics'];
const SECTIONS: SectionPlan[] = [
  { id: 'A', type: 'mcq', count: 10, marksEach: 1, internalChoice: 0 },
  { id: 'B', type: 'short', count: 5, marksEach: 2, internalChoice: 0 },
  { id: 'C', type: 'long', count: 3, marksEach: 5, internalChoice: 0 },
  { id: 'D', type: 'case', count: 1, marksEach: 8, internalChoice: 0 },
];

const input = (overrides: Partial<GenerateInput> = {}): GenerateInput => ({
  pool: testPool(CHAPTERS, 4),
  sections: SECTIONS,
  chapters: CHAPTERS,
  difficulty: 'mixed',
  seed: 7,
  avoid: new Set(),
  language: 'en',
  ...overrides,
});

function ok(result: ReturnType<typeof generatePaper>) {
  if (!result.ok) throw new Error(`expected a paper, got ${JSON.stringify(result.shortages)}`);
  return result;
}

const questionsOf = (paper: ReturnType<typeof ok>) => paper.sections.flatMap((s) => s.questions);
const ids = (paper: ReturnType<typeof ok>) =>
  questionsOf(paper)
    .flatMap((q) => [q, ...(q.or ? [q.or] : [])])
    .map((q) => JSON.stringify(q.source));

describe('the paper generator', () => {
  it('fills every section with the asked counts and marks, numbered in board order', () => {
    const paper = ok(generatePaper(input()));
    expect(paper.sections.map((s) => [s.id, s.type, s.questions.length, s.marksEach])).toEqual([
      ['A', 'mcq', 10, 1],
      ['B', 'short', 5, 2],
      ['C', 'long', 3, 5],
      ['D', 'case', 1, 8],
    ]);
    expect(questionsOf(paper).map((q) => q.number)).toEqual(
      [...Array(19).keys()].map((i) => i + 1),
    );
    expect(paper.totalMarks).toBe(10 + 10 + 15 + 8);
    expect(
      questionsOf(paper).every(
        (q) => q.marks === paper.sections.find((s) => s.questions.includes(q))!.marksEach,
      ),
    ).toBe(true);
  });

  it('never repeats a question, and the same seed gives the same paper', () => {
    const paper = ok(
      generatePaper(input({ sections: SECTIONS.map((s) => ({ ...s, internalChoice: 1 })) })),
    );
    expect(new Set(ids(paper)).size).toBe(ids(paper).length);
    expect(
      generatePaper(input({ sections: SECTIONS.map((s) => ({ ...s, internalChoice: 1 })) })),
    ).toEqual(paper);
    expect(ok(generatePaper(input({ seed: 8 })))).not.toEqual(ok(generatePaper(input())));
  });

  it('keeps to a fixed difficulty, and mixes 30/50/20 when mixed', () => {
    const hard = ok(generatePaper(input({ difficulty: 'hard' })));
    expect(questionsOf(hard).every((q) => q.difficulty === 'hard')).toBe(true);
    const mixed = ok(generatePaper(input()));
    const mcq = mixed.sections[0]!.questions;
    expect(mcq.filter((q) => q.difficulty === 'easy')).toHaveLength(3);
    expect(mcq.filter((q) => q.difficulty === 'medium')).toHaveLength(5);
    expect(mcq.filter((q) => q.difficulty === 'hard')).toHaveLength(2);
  });

  it('covers the chosen chapters evenly, or by weight, and no other chapter', () => {
    const paper = ok(generatePaper(input()));
    const perChapter = (p: typeof paper) =>
      CHAPTERS.map((c) => questionsOf(p).filter((q) => q.chapter === c).length);
    const even = perChapter(paper);
    expect(Math.max(...even) - Math.min(...even)).toBeLessThanOrEqual(1);
    const weighted = perChapter(
      ok(generatePaper(input({ chapterWeights: { algebra: 3, geometry: 1, statistics: 1 } }))),
    );
    expect(weighted[0]).toBeGreaterThanOrEqual(10);
    const two = ok(generatePaper(input({ chapters: ['algebra', 'statistics'] })));
    expect(questionsOf(two).every((q) => q.chapter !== 'geometry')).toBe(true);
  });

  it('prefers short answers whose own marks match the section', () => {
    const paper = ok(
      generatePaper(
        input({
          sections: [{ id: 'C', type: 'short', count: 6, marksEach: 3, internalChoice: 0 }],
        }),
      ),
    );
    const bankIds = paper.sections[0]!.questions.map((q) =>
      q.source.kind === 'bank' ? q.source.id : '',
    );
    // in the test pool, odd-numbered short answers are the 3-mark ones
    expect(bankIds.every((id) => Number(id.split('-').pop()) % 2 === 1)).toBe(true);
  });

  it('avoids the questions of recent papers while others exist', () => {
    const first = ok(generatePaper(input({ pool: testPool(CHAPTERS, 8) })));
    const avoid = new Set(
      questionsOf(first).map((q) => (q.source.kind === 'bank' ? q.source.id : '')),
    );
    const second = ok(generatePaper(input({ pool: testPool(CHAPTERS, 8), seed: 99, avoid })));
    expect(
      questionsOf(second).filter((q) => q.source.kind === 'bank' && avoid.has(q.source.id)),
    ).toEqual([]);
    // with too few others, recent questions come back rather than a short paper
    const small = ok(generatePaper(input({ pool: testPool(CHAPTERS, 2) })));
    const again = ok(
      generatePaper(
        input({
          pool: testPool(CHAPTERS, 2),
          seed: 5,
          avoid: new Set(ids(small).map((s) => JSON.parse(s).id)),
        }),
      ),
    );
    expect(questionsOf(again)).toHaveLength(19);
  });

  it('gives each internal choice a different question of the same kind', () => {
    const paper = ok(
      generatePaper(
        input({
          sections: [{ id: 'B', type: 'short', count: 6, marksEach: 2, internalChoice: 2 }],
        }),
      ),
    );
    const withOr = paper.sections[0]!.questions.filter((q) => q.or);
    expect(withOr).toHaveLength(2);
    for (const q of withOr) {
      expect(q.or!.type).toBe('short');
      expect(q.or!.source).not.toEqual(q.source);
    }
  });

  it('says exactly what is short instead of making a short paper', () => {
    const result = generatePaper(
      input({
        pool: testPool(CHAPTERS, 2),
        chapters: ['algebra'],
        difficulty: 'hard',
        sections: [
          { id: 'A', type: 'mcq', count: 2, marksEach: 1, internalChoice: 0 },
          { id: 'B', type: 'long', count: 5, marksEach: 5, internalChoice: 0 },
        ],
      }),
    );
    expect(result).toEqual({
      ok: false,
      shortages: [
        {
          section: 'B',
          type: 'long',
          difficulty: 'hard',
          chapters: ['algebra'],
          needed: 5,
          available: 2,
        },
      ],
    });
  });

  it('counts shared kinds across sections (two short-answer sections)', () => {
    const result = generatePaper(
      input({
        pool: testPool(['algebra'], 1),
        chapters: ['algebra'],
        sections: [
          { id: 'B', type: 'short', count: 2, marksEach: 2, internalChoice: 0 },
          { id: 'C', type: 'short', count: 2, marksEach: 3, internalChoice: 0 },
        ],
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      shortages: [{ section: 'B, C', needed: 4, available: 3 }],
    });
  });

  it('scales case-study part marks when they divide the question marks, and hides them otherwise', () => {
    const eight = ok(
      generatePaper(
        input({ sections: [{ id: 'E', type: 'case', count: 1, marksEach: 8, internalChoice: 0 }] }),
      ),
    );
    expect(eight.sections[0]!.questions[0]!.parts!.map((p) => p.marks)).toEqual([2, 2, 4]);
    const five = ok(
      generatePaper(
        input({ sections: [{ id: 'E', type: 'case', count: 1, marksEach: 5, internalChoice: 0 }] }),
      ),
    );
    expect(five.sections[0]!.questions[0]!.parts!.map((p) => p.marks)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('draws assertion-reason questions only for an assertion-reason section, with the fixed options', () => {
    const paper = ok(
      generatePaper(
        input({
          sections: [
            {
              id: 'A',
              type: 'mcq',
              style: 'assertion-reason',
              count: 3,
              marksEach: 1,
              internalChoice: 0,
            },
          ],
        }),
      ),
    );
    for (const q of paper.sections[0]!.questions) {
      expect(q.style).toBe('assertion-reason');
      expect(q.options![0]).toMatch(
        /^Both Assertion \(A\) and Reason \(R\) are true, and R is the correct/,
      );
      expect(q.answer.optionIndex).toBe(1);
    }
  });

  it('counts only the questions to attempt in an "attempt any n" section', () => {
    const paper = ok(
      generatePaper(
        input({
          sections: [
            { id: 'A', type: 'mcq', count: 5, marksEach: 1, internalChoice: 0 },
            { id: 'B', type: 'long', count: 7, attempt: 4, marksEach: 10, internalChoice: 0 },
          ],
        }),
      ),
    );
    expect(paper.sections[1]).toMatchObject({ attempt: 4 });
    expect(paper.sections[1]!.questions).toHaveLength(7);
    expect(paper.totalMarks).toBe(5 + 40);
  });
});

describe('issue 14: case studies with their choice inside, and template marks', () => {
  const provenance = {
    source: 'original',
    writtenBy: 'writer',
    reviewedBy: 'reviewer',
    review: 'reviewed',
  } as const;
  const part = (n: number) => ({ stem: `Part ${n}`, answer: `A${n}`, solution: `S${n}` });
  /** A case study whose third part offers another sub-question. */
  const caseWithChoice = (id: string, chapter: string): ScopedQuestion => ({
    id,
    type: 'case',
    difficulty: 'medium',
    marks: 4,
    partMarks: [1, 1, 2],
    competencies: ['apply'],
    tags: [],
    curriculum: 'test',
    class: 10,
    subject: 'maths',
    chapter,
    provenance,
    en: { passage: `Passage ${id}`, parts: [part(1), part(2), { ...part(3), or: part(4) }] },
  });
  const pool = () => {
    const cases = CHAPTERS.flatMap((c) => [
      caseWithChoice(`${c}-pc-1`, c),
      caseWithChoice(`${c}-pc-2`, c),
    ]);
    return buildPools([...testQuestions(CHAPTERS, 2), ...cases], []).get('test/10/maths')!;
  };
  const cases = (internalChoice: number): SectionPlan[] => [
    { id: 'E', type: 'case', count: 3, marksEach: 4, internalChoice },
  ];

  it("offers a case study's choice inside it where the paper offers a choice, not a second case", () => {
    const paper = ok(
      generatePaper(input({ pool: pool(), sections: cases(3), difficulty: 'medium' })),
    );
    for (const q of questionsOf(paper)) {
      expect(q.or).toBeUndefined();
      expect(q.parts![2]!.or).toEqual({ stem: 'Part 4' });
      expect(q.answer.parts![2]!.or).toEqual({ answer: 'A4', solution: 'S4' });
    }
  });

  it('prints no choice inside a case study when the paper offers none', () => {
    const paper = ok(
      generatePaper(input({ pool: pool(), sections: cases(0), difficulty: 'medium' })),
    );
    for (const q of questionsOf(paper)) expect(q.parts!.some((p) => p.or)).toBe(false);
  });

  it('puts a template only in a slot of its own marks, and counts it so', () => {
    // A 3-mark short-answer template, and a pool with nothing else for a 2-mark section.
    const threeMarks = templates.find((t) => t.type === 'short' && t.marks === 3)!;
    const scope = {
      ...threeMarks,
      scope: [{ curriculum: 'test', class: 10, subject: 'maths', chapter: 'algebra' }],
    };
    const only = buildPools([], [scope]).get('test/10/maths')!;
    const two = generatePaper(
      input({
        pool: only,
        chapters: ['algebra'],
        difficulty: scope.difficulty,
        sections: [{ id: 'B', type: 'short', count: 1, marksEach: 2, internalChoice: 0 }],
      }),
    );
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.shortages[0]).toMatchObject({ needed: 1, available: 0 });
    const three = ok(
      generatePaper(
        input({
          pool: only,
          chapters: ['algebra'],
          difficulty: scope.difficulty,
          sections: [{ id: 'C', type: 'short', count: 1, marksEach: 3, internalChoice: 0 }],
        }),
      ),
    );
    expect(questionsOf(three)[0]!.source).toMatchObject({ kind: 'template', id: scope.id });
  });
});
