import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBank } from './bank';
import { readCatalog } from './catalog';

const catalog = readCatalog();
const { questions, problems } = readBank(catalog);

describe('the question bank (content/questions)', () => {
  it('has no invalid question, duplicate id, unknown chapter or broken math', () => {
    expect(problems).toEqual([]);
  });

  describe.each([
    [9, 'mathematics'],
    [9, 'science'],
    [10, 'mathematics'],
    [10, 'science'],
  ])('CBSE class %i %s', (classNumber, subjectId) => {
    const subject = catalog.subjects.find(
      (s) => s.curriculum === 'in-cbse' && s.class === classNumber && s.id === subjectId,
    )!;
    const mine = questions.filter(
      (q) => q.curriculum === 'in-cbse' && q.class === classNumber && q.subject === subjectId,
    );

    it('has at least 150 questions, each in English and Hindi', () => {
      expect(mine.length).toBeGreaterThanOrEqual(150);
      expect(mine.filter((q) => !q.hi).map((q) => q.id)).toEqual([]);
    });

    it('covers every chapter with every type', () => {
      for (const chapter of subject.chapters) {
        const types = new Set(mine.filter((q) => q.chapter === chapter.id).map((q) => q.type));
        expect([...types].sort(), chapter.id).toEqual(['case', 'long', 'mcq', 'short']);
      }
    });

    it('has every type at every difficulty, and assertion-reason questions', () => {
      for (const type of ['mcq', 'short', 'long', 'case'])
        for (const difficulty of ['easy', 'medium', 'hard'])
          expect(
            mine.some((q) => q.type === type && q.difficulty === difficulty),
            `${type} ${difficulty}`,
          ).toBe(true);
      expect(mine.some((q) => q.type === 'mcq' && q.style === 'assertion-reason')).toBe(true);
    });

    it('puts MCQ keys in every position, not always the same one', () => {
      const positions = [0, 1, 2, 3].map(
        (i) => mine.filter((q) => q.type === 'mcq' && q.answerIndex === i).length,
      );
      const total = positions.reduce((a, b) => a + b, 0);
      for (const n of positions) expect(n / total).toBeGreaterThan(0.15);
    });
  });
});

describe('the bank checker', () => {
  function bankWith(yaml: string) {
    const dir = mkdtempSync(join(tmpdir(), 'bank-'));
    mkdirSync(join(dir, 'x'));
    writeFileSync(join(dir, 'x', 'a.yaml'), yaml);
    return readBank(catalog, dir).problems.join('\n');
  }
  const header =
    'curriculum: in-cbse\nclass: 10\nsubject: mathematics\nchapter: real-numbers\nquestions:\n';
  const mcq = (id: string, extra = '') =>
    `  - id: ${id}\n    type: mcq\n    difficulty: easy\n    marks: 1\n    competencies: [apply]\n    answerIndex: ${extra || 0}\n    en:\n      stem: 'What is $2 + 2$?'\n      options: ['$4$', '$5$', '$6$', '$3$']\n      solution: 'Add.'\n`;

  it('reports a duplicate id, an MCQ key outside its options, broken math and an unknown chapter', () => {
    expect(bankWith(header + mcq('q-1') + mcq('q-1'))).toMatch(/duplicate id q-1/);
    expect(bankWith(header + mcq('q-2', '4'))).toMatch(/answerIndex/);
    expect(bankWith(header + mcq('q-3').replace('$2 + 2$', () => '$\\frac{2$'))).toMatch(
      /does not render/,
    );
    expect(bankWith(header.replace('real-numbers', 'astrology') + mcq('q-4'))).toMatch(
      /no chapter astrology/,
    );
    expect(bankWith(header + mcq('q-5').replace("'$5$'", () => "'$4$'"))).toMatch(
      /options must be distinct/,
    );
    expect(bankWith(header + mcq('q-6'))).toBe('');
  });

  it('refuses a line break inside a paragraph, and takes a blank line or a table', () => {
    const solution = (text: string) =>
      header + mcq('q-7').replace("solution: 'Add.'", `solution: |\n${text}`);
    expect(bankWith(solution('        Two and two\n        make four.'))).toMatch(
      /q-7: a line break inside a paragraph/,
    );
    expect(bankWith(solution('        Two and two.\n\n        They make four.'))).toBe('');
    expect(bankWith(solution('        | a | b |\n        |---|---|\n        | 2 | 2 |'))).toBe('');
  });
});
