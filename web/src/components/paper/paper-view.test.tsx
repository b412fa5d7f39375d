import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AssertionReasonOptions } from '@common/assertion-reason';
import type { Paper, PaperQuestion } from '@common/schemas/paper';
import { initI18n } from '@/i18n';
import { MathText } from './math-text';
import { PaperView } from './paper-view';

const base = {
  difficulty: 'easy' as const,
  chapter: 'polynomials',
  competencies: ['apply' as const],
  style: 'standard' as const,
};
const answer = (text: string, optionIndex?: number) => ({
  text,
  solution: `Because ${text}.`,
  ...(optionIndex === undefined ? {} : { optionIndex }),
});

const mcq: PaperQuestion = {
  ...base,
  source: { kind: 'bank', id: 'q1' },
  number: 1,
  type: 'mcq',
  marks: 1,
  stem: 'The zeroes of $x^2 - 5x + 6$ are',
  options: ['$2, 3$', '$1, 6$', '$-2, -3$', '$5, 6$'],
  answer: answer('$2, 3$', 0),
};
const ar: PaperQuestion = {
  ...base,
  source: { kind: 'bank', id: 'q2' },
  number: 2,
  type: 'mcq',
  style: 'assertion-reason',
  marks: 1,
  assertion: 'A line meets a circle in at most two points.',
  reason: 'A tangent touches the circle once.',
  options: [...AssertionReasonOptions.en],
  answer: answer(AssertionReasonOptions.en[1]!, 1),
};
const short: PaperQuestion = {
  ...base,
  source: { kind: 'bank', id: 'q3' },
  number: 3,
  type: 'short',
  marks: 2,
  stem: 'Find the HCF of $12$ and $18$.',
  answer: answer('$6$'),
  or: {
    ...base,
    source: { kind: 'bank', id: 'q4' },
    type: 'short',
    marks: 2,
    stem: 'Find the LCM of $4$ and $6$.',
    answer: answer('$12$'),
  },
};
const parts = ['one', 'two', 'three', 'four', 'five', 'six'];
const caseStudy: PaperQuestion = {
  ...base,
  source: { kind: 'bank', id: 'q5' },
  number: 4,
  type: 'case',
  marks: 6,
  passage: 'Marks of a class:\n\n| Marks | Students |\n|---|---|\n| 0–10 | 4 |',
  parts: parts.map((stem) => ({ stem: `Part ${stem}.`, marks: 1 })),
  answer: {
    text: '',
    solution: '',
    parts: parts.map((stem) => ({ answer: `Answer ${stem}`, solution: `Worked ${stem}` })),
  },
};

const paper: Paper = {
  id: '7bcf1dc4-9a99-43e7-89d9-484ed1c622bb',
  title: 'Polynomials',
  country: 'in',
  curriculum: 'in-cbse',
  curriculumName: 'Central Board of Secondary Education (CBSE)',
  class: 10,
  subject: 'mathematics',
  subjectName: 'Mathematics',
  chapters: [{ id: 'polynomials', name: 'Polynomials' }],
  preset: null,
  language: 'en',
  difficulty: 'mixed',
  durationMinutes: 90,
  totalMarks: 10,
  questionCount: 4,
  seed: 4242,
  internalChoice: true,
  instructions: ['All questions are compulsory.'],
  sections: [
    { id: 'A', type: 'mcq', marksEach: 1, questions: [mcq] },
    { id: 'A', type: 'mcq', style: 'assertion-reason', marksEach: 1, questions: [ar] },
    { id: 'B', type: 'short', marksEach: 2, questions: [short] },
    { id: 'C', type: 'case', marksEach: 6, attempt: 1, questions: [caseStudy] },
  ],
  createdAt: '2026-11-21T10:00:00.000Z',
};

const questions = () => screen.getAllByTestId('paper-question');

beforeAll(() => initI18n());
afterEach(cleanup);

describe('the paper on screen, by the rules the PDF prints by (issue 13)', () => {
  it('heads sections by kind and marks, numbers questions, and marks them [n] as printed', () => {
    render(<PaperView paper={paper} />);
    expect(screen.getByRole('region', { name: 'Section A' })).toBeTruthy();
    for (const text of [
      'Multiple choice questions, 1 mark each',
      'Assertion-reason questions, 1 mark each',
      'Case study questions, 6 marks each · answer any 1 of 1',
      '1 h 30 min',
      'General instructions',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    const third = questions()[2]!;
    expect(third.textContent).toMatch(/^3\./);
    // "[2]" on screen as on paper; "2 marks" for a screen reader.
    expect(within(third).getByText('[2]').getAttribute('aria-hidden')).toBe('true');
    expect(within(third).getByText('2 marks').className).toContain('sr-only');
    expect(within(third).getByText('OR')).toBeTruthy();
  });

  it('labels options (a) to (d) and parts (i) to (vi), and sets options by their width', () => {
    render(<PaperView paper={paper} />);
    const [first, second, , fourth] = questions();
    const labels = (li: HTMLElement, pattern: RegExp) =>
      within(li)
        .getAllByText(pattern)
        .map((node) => node.textContent);
    expect(labels(first!, /^\([a-z]\)$/)).toEqual(['(a)', '(b)', '(c)', '(d)']);
    expect(labels(fourth!, /^\([ivx]+\)$/)).toEqual([
      '(i)',
      '(ii)',
      '(iii)',
      '(iv)',
      '(v)',
      '(vi)',
    ]);
    // Four short options across; an assertion-reason question's one per line.
    expect(within(first!).getByRole('list').className).toContain('lg:grid-cols-4');
    expect(within(second!).getAllByRole('list')[0]!.className).toContain('grid-cols-1');
    expect(within(second!).getByText('Assertion (A):')).toBeTruthy();
    // A Markdown table in the passage is a table.
    expect(within(fourth!).getByRole('columnheader', { name: 'Students' })).toBeTruthy();
  });

  it('shows the answer key on demand: the option letter, and each part with its marks', () => {
    render(<PaperView paper={paper} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show answer key' }));
    const [first, , , fourth] = questions();
    expect(first!.textContent).toContain('Answer:(a)');
    expect(within(fourth!).getByText('Answer six')).toBeTruthy();
    expect(fourth!.textContent).toContain('(vi)Answer six[1]1 mark');
  });

  it("prints a Hindi paper's own words in Hindi, whatever the reader's language", () => {
    render(<PaperView paper={{ ...paper, language: 'hi' }} />);
    expect(screen.getByRole('region', { name: 'खंड A' })).toBeTruthy();
    expect(screen.getByText('बहुविकल्पीय प्रश्न, प्रत्येक 1 अंक')).toBeTruthy();
    expect(screen.getByText('अथवा')).toBeTruthy();
    expect(screen.getByText('कक्षा 10', { exact: false })).toBeTruthy();
    expect(screen.getByText('1 घंटे 30 मिनट')).toBeTruthy();
    // The buttons around the paper stay in the reader's language.
    expect(screen.getByRole('button', { name: 'Show answer key' })).toBeTruthy();
  });
});

describe('figures and the internal choice inside a case study (issue 14)', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="Triangle ABC"><line x1="0" y1="0" x2="9" y2="9" stroke="#000"></line></svg>';
  const figured: PaperQuestion = {
    ...mcq,
    attribution: 'Adapted from Open Algebra, CC BY 4.0',
    figure: { svg, alt: 'Triangle ABC', size: 'small' },
    answer: {
      ...mcq.answer,
      figure: {
        svg: svg.replace('Triangle ABC', 'Worked figure'),
        alt: 'Worked figure',
        size: 'wide',
      },
    },
  };
  const withChoice: PaperQuestion = {
    ...base,
    source: { kind: 'bank', id: 'q9' },
    number: 2,
    type: 'case',
    marks: 4,
    passage: 'A ramp rises from the road.',
    parts: [
      { stem: 'Find its length.', marks: 2 },
      { stem: 'Find its slope.', marks: 2, or: { stem: 'Find its angle.' } },
    ],
    answer: {
      text: '',
      solution: '',
      parts: [
        { answer: 'Five', solution: 'Pythagoras.' },
        {
          answer: 'Three quarters',
          solution: 'Rise over run.',
          or: { answer: 'About 37 degrees', solution: 'Tangent.' },
        },
      ],
    },
  };
  const small: Paper = {
    ...paper,
    sections: [
      { id: 'A', type: 'mcq', marksEach: 1, questions: [figured] },
      { id: 'B', type: 'case', marksEach: 4, questions: [withChoice] },
    ],
  };

  it('shows a figure as vector SVG at its print width, named by its alt text', () => {
    render(<PaperView paper={small} />);
    const figure = screen.getByRole('img', { name: 'Triangle ABC' });
    expect(figure.tagName.toLowerCase()).toBe('svg');
    expect(figure.parentElement!.style.width).toBe('4.5cm');
    expect(screen.getByText('Sources: Adapted from Open Algebra, CC BY 4.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show answer key' }));
    expect(screen.getByRole('img', { name: 'Worked figure' }).parentElement!.style.width).toBe(
      '11cm',
    );
  });

  it('offers the other sub-question of a case study after OR, and its answer in the key', () => {
    render(<PaperView paper={small} />);
    const second = questions()[1]!;
    expect(second.textContent).toContain('Find its slope.ORFind its angle.');
    fireEvent.click(screen.getByRole('button', { name: 'Show answer key' }));
    expect(within(second).getByText('About 37 degrees')).toBeTruthy();
  });
});

describe('MathText', () => {
  it('keeps a full stop after a formula on its line, as the PDF does', () => {
    const { container } = render(<MathText text="The answer is $5$. Done **now**." />);
    const glued = container.querySelector('.whitespace-nowrap');
    expect(glued?.textContent).toMatch(/5\.$/);
    expect(container.querySelector('strong')?.textContent).toBe('now');
  });

  it('leaves a long formula free to break on a phone, its comma after it', () => {
    const { container } = render(
      <MathText text="so $D = b^2 - 4ac = 1^2 - 4(2)(-15) = 121$, two" />,
    );
    expect(container.querySelector('.whitespace-nowrap')).toBeNull();
    expect(container.textContent).toMatch(/, two$/);
  });
});
