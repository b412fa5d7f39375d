import { defineTemplate, exact } from '../template';
import { grouped } from '../tex';
import { marks } from './helpers';

const BASES = [30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400, 500];

const FORMS = [
  'sum-times-difference',
  'square-of-sum',
  'square-of-difference',
  'difference-of-squares',
] as const;

/**
 * Class 9, Exploring Algebraic Identities: evaluating 103 × 97, 104², 96² or 53² - 47² with an
 * identity. Built from a round base B and a small offset k (or two numbers x > y).
 */
export default defineTemplate({
  id: 'math.c9.identities.evaluate',
  version: 1,
  provenance: {
    source: 'template',
    writtenBy: 'Prashna engineering, template author (2026-11-21)',
    review: 'draft',
  },
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
      const x = d.int('x', 21, 99);
      return { form, x, y: d.int('y', 11, x - 2) };
    }
    const base = d.pick('base', BASES);
    const k = d.int('k', 1, 12);
    return { form, x: base, y: k };
  },
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
