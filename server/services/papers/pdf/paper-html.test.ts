import { describe, expect, it } from 'vitest';
import { AssertionReasonOptions } from '@common/assertion-reason';
import type { Paper, PaperQuestion } from '@common/schemas/paper';
import { testPaper } from '@common/test-fixtures/paper';
import { titleSlug } from '../render-paper-pdf';
import { footerNote, watermarkLines } from './document-shell';
import { paperHtml } from './paper-html';
import { textHtml } from './text-html';

const answer = (text: string, optionIndex?: number) => ({
  text,
  solution: `Because **${text}**.`,
  ...(optionIndex === undefined ? {} : { optionIndex }),
});
const base = {
  difficulty: 'easy' as const,
  chapter: 'polynomials',
  competencies: ['apply' as const],
};

const mcq: PaperQuestion = {
  ...base,
  source: { kind: 'bank', id: 'q1' },
  number: 1,
  type: 'mcq',
  style: 'standard',
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
  style: 'standard',
  marks: 2,
  stem: 'Find the HCF of $12$ and $18$.',
  answer: answer('$6$'),
  or: {
    ...base,
    source: { kind: 'bank', id: 'q4' },
    type: 'short',
    style: 'standard',
    marks: 2,
    stem: 'Find the LCM of $4$ and $6$.',
    answer: answer('$12$'),
  },
};
const caseStudy: PaperQuestion = {
  ...base,
  source: { kind: 'bank', id: 'q5' },
  number: 4,
  type: 'case',
  style: 'standard',
  marks: 4,
  passage: 'A ramp rises\nslowly from the road.',
  parts: [
    { stem: 'Find its length.', marks: 2 },
    { stem: 'Find its slope.', marks: 2 },
  ],
  answer: {
    text: '',
    solution: '',
    parts: [
      { answer: '$5$ m', solution: 'Pythagoras. (2 marks)' },
      { answer: '$\\frac{3}{4}$', solution: 'Rise over run. (2 marks)' },
    ],
  },
};

// A CBSE class 10 Mathematics paper (English, with internal choice) of the four questions above.
const paper: Paper = testPaper({
  id: '7bcf1dc4-9a99-43e7-89d9-484ed1c622bb',
  title: 'Polynomials <quiz>',
  chapters: [{ id: 'polynomials', name: 'Polynomials' }],
  durationMinutes: 45,
  // 1 MCQ x 1 + 1 assertion-reason x 1 + 1 short x 2 + any 1 of 1 case study x 4 = 8 marks.
  totalMarks: 8,
  questionCount: 4,
  seed: 4242,
  instructions: ['All questions are compulsory.'],
  sections: [
    { id: 'A', type: 'mcq', marksEach: 1, questions: [mcq] },
    { id: 'A', type: 'mcq', style: 'assertion-reason', marksEach: 1, questions: [ar] },
    { id: 'B', type: 'short', marksEach: 2, questions: [short] },
    { id: 'C', type: 'case', marksEach: 4, attempt: 1, questions: [caseStudy] },
  ],
});

describe('textHtml', () => {
  it('escapes text, keeps **bold**, paragraphs and tables, and typesets maths with KaTeX', () => {
    expect(textHtml('<script>alert("x")</script> & **bold**')).toBe(
      '<p>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; <strong>bold</strong></p>',
    );
    expect(textHtml('Class: 10–20\n\nFrequency: 5')).toBe('<p>Class: 10–20</p><p>Frequency: 5</p>');
    expect(textHtml('one\n\ntwo')).toBe('<p>one</p><p>two</p>');
    expect(textHtml('| x | y |\n|---|---|\n| 1 | 2 |')).toContain('<td>1</td><td>2</td>');
    expect(textHtml('$\\frac{1}{2}$')).toContain('class="katex"');
    expect(textHtml('$7$ and $x$')).toBe(
      '<p><span class="katex">7</span> and <span class="katex"><span class="mathnormal">x</span></span></p>',
    );
    expect(textHtml('is $5$.')).toBe(
      '<p>is <span class="nobr"><span class="katex">5</span>.</span></p>',
    );
    expect(() => textHtml('$\\frac{1}{$ and $\\href{javascript:x}{y}$')).not.toThrow();
    expect(textHtml('$\\href{javascript:alert(1)}{y}$')).not.toContain('href=');
  });

  it('reads a line break inside a paragraph as a space: text flows to the column (issue 12)', () => {
    expect(textHtml('the point\nof contact')).toBe('<p>the point of contact</p>');
    expect(textHtml('is given by\n$p(x)$')).not.toContain('<br>');
  });
});

describe('paperHtml', () => {
  it('prints the header, the sections with their kinds, numbers, marks, options and the OR', () => {
    const html = paperHtml({ paper, kind: 'paper' });
    for (const text of [
      'Polynomials &#60;quiz&#62;',
      'Time allowed: <span>45 minutes</span>',
      'Maximum marks: <span>8</span>',
      'Paper code: <span>4242</span>',
      'General instructions',
      'Section A',
      'Multiple choice questions, 1 mark each',
      'Assertion-reason questions, 1 mark each',
      'Case study questions, 4 marks each · answer any 1 of 1',
      '<td class="wide">Name:</td><td>Roll no.:</td><td>Section:</td>',
      'Assertion (A):',
      'Reason (R):',
      '<div class="or">OR</div>',
      '<span class="letter">(d)</span>',
      '<span class="roman">(ii)</span>',
      '<div class="q-marks">[2]</div>',
      'A ramp rises slowly from the road.',
    ])
      expect(html).toContain(text);
    expect(html).toContain('class="options cols-4"');
    expect(html).not.toContain('Because');
    expect(html).not.toContain('<quiz>');
    expect(html).not.toContain('class="school"');
  });

  it('numbers by the rules the screen uses too: (i) to (vi), (a) to (d), A-R one per line', () => {
    const six = ['one', 'two', 'three', 'four', 'five', 'six'];
    const long: PaperQuestion = {
      ...caseStudy,
      parts: six.map((stem) => ({ stem: `Part ${stem}.`, marks: 1 })),
      answer: { text: '', solution: '', parts: six.map((a) => ({ answer: a, solution: a })) },
    };
    const sections = [...paper.sections.slice(0, 3), { ...paper.sections[3]!, questions: [long] }];
    const html = paperHtml({ paper: { ...paper, sections }, kind: 'paper' });
    expect(html).toContain('<span class="roman">(vi)</span>');
    expect(html).toContain('<span class="part-marks">[1]</span>');
    expect(html).toContain('class="options cols-1"');
    expect(paperHtml({ paper: { ...paper, sections }, kind: 'answers' })).toContain(
      '<span class="roman">(vi)</span>',
    );
  });

  it('heads the paper with the school and the exam when the teacher gave them, escaped', () => {
    const html = paperHtml({
      paper: { ...paper, schoolName: 'Kendriya Vidyalaya <No. 2>', examName: 'Half-yearly exam' },
      kind: 'paper',
    });
    expect(html).toContain('<div class="school">Kendriya Vidyalaya &#60;No. 2&#62;</div>');
    expect(html).toContain('<div class="exam">Half-yearly exam</div>');
    // The answer key has the header too, but no boxes for a student to fill in.
    const key = paperHtml({ paper: { ...paper, schoolName: 'KV' }, kind: 'answers' });
    expect(key).toContain('<div class="school">KV</div>');
    expect(key).not.toContain('class="student-box"');
  });

  it('prints the answer key: the MCQ letters at a glance, each answer and its solution', () => {
    const html = paperHtml({ paper, kind: 'answers' });
    expect(html).toContain('Answer key and marking scheme');
    expect(html).toContain('<span><b>1.</b>(a)</span><span><b>2.</b>(b)</span>');
    expect(html).toContain('<span class="label">Answer:</span> (b) Both Assertion');
    expect(html).toContain('<span class="label">Solution:</span> Because');
    expect(html).toContain('Rise over run. (2 marks)');
    expect(html).not.toContain('Find the HCF');
  });

  it("prints the chrome in the paper's language", () => {
    const html = paperHtml({ paper: { ...paper, language: 'hi' }, kind: 'paper' });
    for (const text of [
      '<html lang="hi">',
      'खंड A',
      'निर्धारित समय:',
      'अधिकतम अंक:',
      'अथवा',
      '45 मिनट',
      '<td class="wide">नाम:</td><td>अनुक्रमांक:</td><td>वर्ग:</td>',
      'बहुविकल्पीय प्रश्न, प्रत्येक 1 अंक',
    ])
      expect(html).toContain(text);
  });
});

describe('the watermark and the file name', () => {
  const watermark = {
    paperId: paper.id,
    userId: '9a3e52c1-0000-4000-8000-000000000000',
    date: '21 Nov 2026',
  };

  it('marks every page quietly with a code for the paper and its downloader, never their name or e-mail', () => {
    expect(watermarkLines(watermark)).toEqual({ brand: 'Prashna', lines: ['7BCF1DC4-9A3E'] });
    expect(footerNote(watermark)).toBe('Prashna · 7BCF1DC4-9A3E · 21 Nov 2026');
  });

  it('makes a file name from the title, or from the subject for a title in another script', () => {
    expect(titleSlug(paper)).toBe('polynomials-quiz');
    expect(titleSlug({ ...paper, title: 'Éléments: Class 10!' })).toBe('elements-class-10');
    expect(titleSlug({ ...paper, title: 'கணிதம் பயிற்சி வினாத்தாள்' })).toBe('mathematics-class-10');
    expect(titleSlug({ ...paper, title: 'गणित: कक्षा 10' })).toBe('mathematics-class-10');
  });
});

describe('paperHtml with figures, a case study choice and a credit line (issue 14)', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="A triangle"><line x1="0" y1="0" x2="9" y2="9" stroke="#000"/></svg>';
  const figure = { svg, alt: 'A triangle', size: 'medium' as const };
  const withFigures: PaperQuestion = {
    ...caseStudy,
    figure,
    parts: [
      { stem: 'Find its length.', marks: 2 },
      { stem: 'Find its slope.', marks: 2, or: { stem: 'Find its angle.' } },
    ],
    answer: {
      ...caseStudy.answer,
      figure: { ...figure, size: 'wide' },
      parts: [
        caseStudy.answer.parts![0]!,
        {
          ...caseStudy.answer.parts![1]!,
          or: { answer: '$37^\\circ$', solution: 'From the tangent. (2 marks)' },
        },
      ],
    },
    attribution: 'Adapted from Open Algebra, CC BY 4.0',
  };
  const figured: Paper = {
    ...paper,
    sections: [{ id: 'C', type: 'case', marksEach: 4, attempt: 1, questions: [withFigures] }],
  };

  it('sets the figure as vector SVG at its print width, and the OR inside the part', () => {
    const html = paperHtml({ paper: figured, kind: 'paper' });
    expect(html).toContain(`<figure class="figure" style="width:7cm">${svg}</figure>`);
    expect(html).toMatch(
      /Find its slope\.<\/p><div class="part-or">OR<\/div><p>Find its angle\.<\/p>/,
    );
    expect(html).toContain(
      '<section class="sources"><h3>Sources</h3><ul><li>Adapted from Open Algebra, CC BY 4.0</li></ul></section>',
    );
  });

  it("prints the solution figure and the other sub-question's answer in the key", () => {
    const html = paperHtml({ paper: figured, kind: 'answers' });
    expect(html).toContain(`<figure class="figure" style="width:11cm">${svg}</figure>`);
    expect(html).toContain('From the tangent. (2 marks)');
    expect(html).toContain('<div class="part-or">OR</div>');
  });
});
