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
    [6, 'mathematics'],
    [6, 'science'],
    [7, 'mathematics'],
    [7, 'science'],
    [8, 'mathematics'],
    [8, 'science'],
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

    it.runIf(classNumber <= 8)('holds at least 20 questions in every chapter (issue 15)', () => {
      for (const chapter of subject.chapters)
        expect(
          mine.filter((q) => q.chapter === chapter.id).length,
          chapter.id,
        ).toBeGreaterThanOrEqual(20);
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

    it('draws a figure in at least 15% of its questions, as board papers do (issue 14)', () => {
      const withFigure = mine.filter((q) => q.figures).length;
      expect(withFigure / mine.length).toBeGreaterThanOrEqual(0.15);
    });

    it("gives every case study the board's internal choice in a sub-part, in both languages", () => {
      for (const q of mine)
        if (q.type === 'case')
          for (const body of [q.en, q.hi!])
            expect(
              body.parts.some((part) => part.or),
              q.id,
            ).toBe(true);
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
  const provenance =
    'provenance:\n  source: original\n  writtenBy: Writer\n  reviewedBy: Reviewer\n  review: reviewed\n';
  const header =
    provenance +
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

  it('refuses a question without provenance, reviewed by its writer, or adapted under a licence not allowed', () => {
    const bare = header.replace(provenance, '');
    expect(bankWith(bare + mcq('q-8'))).toMatch(/x\/a.yaml: q-8: no provenance/);
    expect(bankWith(header.replace('Reviewer', 'Writer') + mcq('q-9'))).toMatch(
      /q-9: reviewed by its own writer/,
    );
    const adapted = (licence: string) =>
      header.replace(
        'source: original',
        `source: adapted\n  adaptedFrom:\n    title: Open maths book\n    url: https://example.org/book\n    licence: ${licence}\n    attribution: Open maths book, CC BY 4.0`,
      ) + mcq('q-10');
    expect(bankWith(adapted('CC-BY-NC-4.0'))).toMatch(
      /q-10: licence CC-BY-NC-4.0 is not in content\/licences.yaml/,
    );
    expect(bankWith(adapted('CC-BY-4.0'))).toBe('');
  });

  it('refuses MCQ options that are the same value, and English left in Hindi text', () => {
    const same = mcq('q-11').replace(
      "['$4$', '$5$', '$6$', '$3$']",
      () => "['$4$', '$5$', '$3.6 \\times 10^3$ J', '$3600$ J']",
    );
    expect(bankWith(header + same)).toMatch(
      /q-11: options "\$3.6 \\times 10\^3\$ J" and "\$3600\$ J" are the same value/,
    );
    const hindi = (stem: string) =>
      mcq('q-12') +
      `    hi:\n      stem: '${stem}'\n      options: ['$4$', '$5$', '$6$', '$3$']\n      solution: 'जोड़िए।'\n`;
    expect(bankWith(header + hindi('$2 + 2$ का energy क्या है?'))).toMatch(
      /q-12: English "energy" in the Hindi text/,
    );
    expect(bankWith(header + hindi('$2 + 2 = \\text{energy}$ क्या है?'))).toMatch(
      /q-12: English "\\text\{energy\}"/,
    );
    expect(bankWith(header + hindi('$2 + 2$ cm का मान (iii) क्या है?'))).toBe('');
  });

  it('refuses a case study whose choice sits in a different part in Hindi', () => {
    const part = (n: number, or = '') =>
      `        - stem: 'Part ${n}'\n          answer: 'A'\n          solution: 'S'\n${or}`;
    const or = "          or: { stem: 'Other', answer: 'B', solution: 'T' }\n";
    const body = (lang: string, orAt: number) =>
      `    ${lang}:\n      passage: 'A passage.'\n      parts:\n${[1, 2, 3].map((n) => part(n, n === orAt ? or : '')).join('')}`;
    const question = `  - id: q-18\n    type: case\n    difficulty: easy\n    marks: 4\n    partMarks: [1, 1, 2]\n    competencies: [apply]\n${body('en', 3)}${body('hi', 2)}`;
    expect(bankWith(header + question)).toMatch(/the internal choice \(or\) is in the same part/);
  });

  it('refuses a Hindi misspelling a textbook never prints', () => {
    const hindi =
      mcq('q-17') +
      "    hi:\n      stem: 'अंकगणितीय श्रृंखला का अगला पद'\n      options: ['$4$', '$5$', '$6$', '$3$']\n      solution: 'जोड़िए।'\n";
    expect(bankWith(header + hindi)).toMatch(/q-17: "श्रृंखला" in the Hindi text is spelt "शृंखला"/);
  });

  it('refuses a doubled quote left in a block of text, which prints as two (issue 15)', () => {
    const block = mcq('q-19').replace(
      "      solution: 'Add.'\n",
      () => "      solution: |\n        Rekha''s way: add.\n",
    );
    expect(bankWith(header + block)).toMatch(/q-19: a doubled quote \(''\) prints as two/);
    // In a single-quoted string YAML reads '' as one apostrophe: nothing to refuse.
    expect(bankWith(header + mcq('q-20').replace("'Add.'", () => "'Rekha''s way: add.'"))).toBe('');
  });

  it('flags near-duplicates by normalised similarity', () => {
    const written = (id: string, stem: string) =>
      `  - id: ${id}\n    type: short\n    difficulty: easy\n    marks: 2\n    competencies: [apply]\n    en:\n      stem: '${stem}'\n      answer: 'A.'\n      solution: 'S.'\n`;
    const a = written(
      'q-13',
      'What is the sum of all two-digit natural numbers that are multiples of $7$?',
    );
    const b = written('q-14', 'How many two-digit numbers are divisible by $7$? Find their sum.');
    const c = written(
      'q-15',
      'Find the least number that leaves remainder $3$ when divided by $12$, $15$ and $20$.',
    );
    expect(bankWith(header + a + b)).toMatch(/q-13: nearly the same question as q-14/);
    expect(bankWith(header + a + c)).toBe('');
  });

  it('refuses a kind of question whose difficulties cannot give a mixed paper its share', () => {
    const TASKS = [
      'Find the HCF of $96$ and $404$ by prime factorisation.',
      'Show that $5 - \\sqrt{3}$ is irrational.',
      'A bag has $5$ red balls and $3$ blue balls; find the chance of blue.',
      'Solve the pair $x + y = 14$ and $x - y = 4$.',
      'Find the $10$th term of the progression $2, 7, 12$.',
      'Find the distance between the points $(2, 3)$ and $(4, 1)$.',
      'Write the quadratic polynomial whose zeroes are $-3$ and $5$.',
      'Evaluate $\\sin 30^\\circ + \\cos 60^\\circ$ exactly.',
      'A cone has radius $7$ cm and height $24$ cm; find its slant height.',
      'Find the mean of the first ten natural numbers.',
    ];
    const short = (i: number, difficulty: string) =>
      `  - id: s-${i}\n    type: short\n    difficulty: ${difficulty}\n    marks: 2\n    competencies: [apply]\n    en:\n      stem: '${TASKS[i]}'\n      answer: 'A.'\n      solution: 'S.'\n`;
    const allEasy = Array.from({ length: 10 }, (_, i) => short(i, 'easy')).join('');
    expect(bankWith(header + allEasy)).toMatch(
      /short, 2 marks: 0 of 10 are medium; at least 3 are needed/,
    );
    const spread = [
      'easy',
      'easy',
      'easy',
      'medium',
      'medium',
      'medium',
      'medium',
      'medium',
      'hard',
      'hard',
    ];
    expect(bankWith(header + spread.map((d, i) => short(i, d)).join(''))).toBe('');
  });

  it('checks figures: alt text in each language, points that exist, files that are present and safe', () => {
    const figure = (body: string) =>
      mcq('q-16') +
      `    figures:\n      stem:\n        alt:\n          en: A triangle ABC with sides marked.\n${body}`;
    const triangle =
      '        geometry:\n          points: { A: [0, 0], B: [4, 0], C: [1, 3] }\n          segments: [[A, B], [B, C], [C, A]]\n';
    expect(bankWith(header + figure(triangle))).toBe('');
    expect(bankWith(header + figure(triangle.replace('[C, A]', '[C, D]')))).toMatch(
      /q-16: the stem figure cannot be drawn: no point named D/,
    );
    expect(bankWith(header + figure('        svg: no-such-file.svg\n'))).toMatch(
      /q-16: the stem figure's file content\/figures\/no-such-file.svg does not exist/,
    );
    const hindi =
      figure(triangle) +
      "    hi:\n      stem: 'प्रश्न'\n      options: ['$4$', '$5$', '$6$', '$3$']\n      solution: 'हल।'\n";
    expect(bankWith(header + hindi)).toMatch(/q-16: the stem figure has no Hindi alt text/);
  });
});

describe("the examiner's audit findings stay fixed (issue 14)", () => {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const text = (id: string) => JSON.stringify(byId.get(id));

  it("no longer reuses NCERT exercises' data", () => {
    expect(text('c9-math-area-011')).not.toMatch(/12\s*:\s*17\s*:\s*25/);
    expect(text('c10-sci-elec-009')).not.toMatch(/100 W[^"]*60 W|60 W[^"]*100 W/);
    expect(text('c10-math-ap-007')).not.toContain('253');
  });

  it('keeps the syllabus and honest labels', () => {
    expect(byId.get('c10-math-stat-012')!.difficulty).not.toBe('easy');
    expect(text('c10-math-stat-012')).toContain('|');
    expect(text('c10-math-sav-011')).not.toMatch(/three solids|hemisphere[^"]*cone[^"]*cylinder/i);
  });
});
