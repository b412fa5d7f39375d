import { defineTemplate, exact } from '../template';
import { signed } from '../tex';
import { FIRST_TEMPLATES } from './provenance';

/** The APs and terms asked for in the NCERT chapter: first term, difference, term number. */
const NCERT = ['2|5|10', '7|3|8', '10|-3|30'];

/** Class 10, Arithmetic Progressions: the n-th term from the first term and the difference. */
export default defineTemplate({
  id: 'math.c10.ap.nth-term',
  // Version 2: the NCERT book's own APs are left out.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 10,
      subject: 'mathematics',
      chapter: 'arithmetic-progressions',
    },
  ],
  type: 'mcq',
  difficulty: 'easy',
  marks: 1,
  competencies: ['apply'],
  tags: ['nth-term'],
  minVariants: 300,
  draw: (d) => ({
    a: d.int('a', -20, 30, [0]),
    d: d.int('d', -9, 12, [0]),
    n: d.int('n', 8, 40),
  }),
  constraints: [
    {
      // The worked example and exercise data of the NCERT chapter (a, d, n) are not reused.
      id: 'not-ncert-data',
      ok: ({ a, d, n }) => !NCERT.includes(`${a}|${d}|${n}`),
    },
  ],
  answer: ({ a, d, n }) => exact(a + (n - 1) * d),
  verify: ({ a, d, n }, answer) => {
    let t = a;
    for (let i = 1; i < n; i++) t += d;
    return answer.exact?.equals(t) ? true : `counted ${t}`;
  },
  text: ({ a, d, n }, language) => {
    const terms = `${a}, ${a + d}, ${a + 2 * d}, \\ldots`;
    const value = a + (n - 1) * d;
    const formula = `a_{${n}} = a + (${n} - 1)d = ${a} + ${n - 1} \\times ${d < 0 ? `(${d})` : d} = ${value}`;
    return language === 'hi'
      ? {
          stem: `समांतर श्रेढ़ी $${terms}$ का ${n}वाँ पद है`,
          answer: `$${value}$`,
          steps: [`यहाँ $a = ${a}$ और $d = ${a + d} ${signed(-a)} = ${d}$।`, `$${formula}$।`],
        }
      : {
          stem: `The ${ordinal(n)} term of the AP $${terms}$ is`,
          answer: `$${value}$`,
          steps: [`Here $a = ${a}$ and $d = ${a + d} ${signed(-a)} = ${d}$.`, `$${formula}$.`],
        };
  },
  distractors: [
    {
      id: 'ap.n-instead-of-n-minus-1',
      misconception: 'Used $a + nd$ instead of $a + (n - 1)d$.',
      value: ({ a, d, n }) => exact(a + n * d),
    },
    {
      id: 'ap.n-minus-2',
      misconception: 'Counted one term too few: $a + (n - 2)d$.',
      value: ({ a, d, n }) => exact(a + (n - 2) * d),
    },
    {
      id: 'ap.sign-of-d',
      misconception: 'Took the common difference with the wrong sign.',
      value: ({ a, d, n }) => exact(a - (n - 1) * d),
    },
  ],
  fingerprint: ({ a, d, n }) => `${a}|${d}|${n}`,
});

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
