import { defineTemplate, exact } from '../template';
import { indian } from '../tex';
import { marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

const BASES = [30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400, 500];

/** Indian grouping from five digits on, as the book prints 10,000 and 2,50,000. */
const grouped = (n: number) => (Math.abs(n) >= 10000 ? indian(n).replace(/,/g, '{,}') : `${n}`);

/** Products, squares and differences that NCERT exercises and examples evaluate: not reused. */
const NCERT = [
  'sum-times-difference|100|4',
  'sum-times-difference|100|3',
  'sum-times-difference|300|3',
  'sum-times-difference|80|2',
  'square-of-sum|50|1',
  'square-of-sum|70|1',
  'square-of-sum|100|2',
  'square-of-sum|100|3',
  'square-of-difference|100|1',
  'square-of-difference|100|2',
  'difference-of-squares|51|49',
];

const FORMS = [
  'sum-times-difference',
  'square-of-sum',
  'square-of-difference',
  'difference-of-squares',
] as const;

/**
 * Class 9, Exploring Algebraic Identities: evaluating 103 × 97, 104², 96² or 53² - 47² with an
 * identity. Built from a round base B and a small offset k; for a difference of squares x² - y²,
 * from a round sum x + y and an even difference x - y, so that the identity makes the work easy.
 */
export default defineTemplate({
  id: 'math.c9.identities.evaluate',
  // Version 2: x + y is a whole ten in a difference of squares (88² - 16² gave 104 × 72, no
  // easier than squaring); 10,000 grouped like 2,50,000; the NCERT book's numbers left out.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 9,
      subject: 'mathematics',
      chapter: 'exploring-algebraic-identities',
    },
  ],
  type: 'short',
  difficulty: 'easy',
  marks: 2,
  competencies: ['apply'],
  tags: ['algebraic-identities', 'mental-arithmetic'],
  minVariants: 300,
  draw: (d) => {
    const form = d.pick('form', FORMS);
    if (form === 'difference-of-squares') {
      // x + y from 40 to 190 in tens, x - y even, and y at least 11.
      const sum = 10 * d.int('sum', 4, 19);
      const half = d.int('half-difference', 1, Math.min(20, (sum - 22) / 2));
      return { form, x: sum / 2 + half, y: sum / 2 - half };
    }
    const base = d.pick('base', BASES);
    const k = d.int('k', 1, 12);
    return { form, x: base, y: k };
  },
  constraints: [
    { id: 'not-ncert-data', ok: ({ form, x, y }) => !NCERT.includes(`${form}|${x}|${y}`) },
  ],
  answer: ({ form, x, y }) => exact(evaluate(form, x, y)),
  verify: ({ form, x, y }, answer) => {
    // Multiply the numbers as they are written in the question, digit by digit in BigInt.
    const [p, q] =
      form === 'sum-times-difference'
        ? [x + y, x - y]
        : form === 'square-of-sum'
          ? [x + y, x + y]
          : form === 'square-of-difference'
            ? [x - y, x - y]
            : [x, x];
    const direct =
      BigInt(p) * BigInt(q) - (form === 'difference-of-squares' ? BigInt(y) * BigInt(y) : 0n);
    return answer.exact?.equals(Number(direct)) ? true : `direct product is ${direct}`;
  },
  text: ({ form, x, y }, language) => {
    const g = grouped;
    let question: string;
    let identity: string;
    let rewrite: string;
    let finish: string;
    if (form === 'sum-times-difference') {
      question = `${x + y} \\times ${x - y}`;
      identity = '(a + b)(a - b) = a^2 - b^2';
      rewrite = `${question} = (${x} + ${y})(${x} - ${y}) = ${x}^2 - ${y}^2`;
      finish = `= ${g(x * x)} - ${y * y} = ${g(evaluate(form, x, y))}`;
    } else if (form === 'square-of-sum') {
      question = `${x + y}^2`;
      identity = '(a + b)^2 = a^2 + 2ab + b^2';
      rewrite = `${question} = (${x} + ${y})^2 = ${x}^2 + 2 \\times ${x} \\times ${y} + ${y}^2`;
      finish = `= ${g(x * x)} + ${g(2 * x * y)} + ${y * y} = ${g(evaluate(form, x, y))}`;
    } else if (form === 'square-of-difference') {
      question = `${x - y}^2`;
      identity = '(a - b)^2 = a^2 - 2ab + b^2';
      rewrite = `${question} = (${x} - ${y})^2 = ${x}^2 - 2 \\times ${x} \\times ${y} + ${y}^2`;
      finish = `= ${g(x * x)} - ${g(2 * x * y)} + ${y * y} = ${g(evaluate(form, x, y))}`;
    } else {
      question = `${x}^2 - ${y}^2`;
      identity = 'a^2 - b^2 = (a + b)(a - b)';
      rewrite = `${question} = (${x} + ${y})(${x} - ${y}) = ${x + y} \\times ${x - y}`;
      finish = `= ${g(evaluate(form, x, y))}`;
    }
    return language === 'hi'
      ? {
          stem: `उपयुक्त सर्वसमिका का प्रयोग करके मान ज्ञात कीजिए: $${question}$`,
          answer: `$${question} = ${g(evaluate(form, x, y))}$`,
          steps: [
            `सर्वसमिका $${identity}$ से: $${rewrite}$ ${marks(1, language)}`,
            `$${finish}$ ${marks(1, language)}`,
          ],
        }
      : {
          stem: `Using a suitable identity, evaluate $${question}$.`,
          answer: `$${question} = ${g(evaluate(form, x, y))}$`,
          steps: [
            `Using the identity $${identity}$: $${rewrite}$ ${marks(1, language)}`,
            `$${finish}$ ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ form, x, y }) => `${form}|${x}|${y}`,
});

/** The value by the identity used in the worked solution. */
function evaluate(form: (typeof FORMS)[number], x: number, y: number): number {
  if (form === 'sum-times-difference') return x * x - y * y;
  if (form === 'square-of-sum') return x * x + 2 * x * y + y * y;
  if (form === 'square-of-difference') return x * x - 2 * x * y + y * y;
  return (x + y) * (x - y);
}
