import { defineTemplate, exact } from '../template';
import { signed } from '../tex';
import { marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/**
 * Class 7, Finding the Unknown: "I think of a number…" puzzles that become a one-step-each-side
 * equation, ax ± b = c or x/a ± b = c. Built backwards from the number x.
 */
export default defineTemplate({
  id: 'math.c7.equations.think-of-a-number',
  version: 1,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 7, subject: 'mathematics', chapter: 'finding-the-unknown' },
  ],
  type: 'short',
  difficulty: 'easy',
  marks: 2,
  competencies: ['apply', 'understand'],
  tags: ['linear-equations', 'word-problem'],
  minVariants: 300,
  draw: (d) => {
    const form = d.pick('form', ['multiply', 'divide'] as const);
    const a = d.int('a', 2, 9);
    // For division the number is a multiple of a, so the quotient is whole.
    const x = form === 'multiply' ? d.int('x', 2, 30) : a * d.int('x', 2, 12);
    const b = d.int('b', 1, 30) * d.pick('sign', [1, -1]);
    const first = form === 'multiply' ? a * x : x / a;
    return { form, a, x, b, c: first + b };
  },
  constraints: [{ id: 'positive-result', ok: ({ c }) => c > 0 }],
  answer: ({ x }) => exact(x),
  verify: ({ form, a, b, c }, answer) => {
    // Do to the answer what the puzzle says, and compare with the result it states.
    const n = answer.exact?.valueOf();
    if (n === undefined) return 'no exact answer';
    const result = (form === 'multiply' ? n * a : n / a) + b;
    return result === c ? true : `the puzzle gives ${result}, not ${c}`;
  },
  text: ({ form, a, x, b, c }, language) => {
    const lhs = form === 'multiply' ? `${a}x` : `\\frac{x}{${a}}`;
    const equation = `${lhs} ${signed(b)} = ${c}`;
    const moved = `${lhs} = ${c} ${signed(-b)} = ${c - b}`;
    const solve =
      form === 'multiply'
        ? `x = \\frac{${c - b}}{${a}} = ${x}`
        : `x = ${c - b} \\times ${a} = ${x}`;
    const check =
      form === 'multiply'
        ? `${a} \\times ${x} ${signed(b)} = ${c}`
        : `${x} \\div ${a} ${signed(b)} = ${c}`;
    const [opEn, opHi] =
      form === 'multiply'
        ? [`multiply it by $${a}$`, `$${a}$ से गुणा करके`]
        : [`divide it by $${a}$`, `$${a}$ से भाग देकर`];
    const [stepEn, stepHi] =
      b > 0 ? [`add $${b}$`, `$${b}$ जोड़ने पर`] : [`subtract $${-b}$`, `$${-b}$ घटाने पर`];
    return language === 'hi'
      ? {
          stem: `मैंने एक संख्या सोची। उसे ${opHi} ${stepHi} मुझे $${c}$ मिलता है। वह संख्या ज्ञात कीजिए।`,
          answer: `संख्या $= ${x}$`,
          steps: [
            `मान लीजिए संख्या $x$ है। तब $${equation}$ ${marks(1, language)}`,
            `$${moved}$, अतः $${solve}$। जाँच: $${check}$ ✓ ${marks(1, language)}`,
          ],
        }
      : {
          stem: `I think of a number. When I ${opEn} and then ${stepEn}, I get $${c}$. Find the number.`,
          answer: `The number is $${x}$.`,
          steps: [
            `Let the number be $x$. Then $${equation}$ ${marks(1, language)}`,
            `$${moved}$, so $${solve}$. Check: $${check}$ ✓ ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ form, a, b, c }) => `${form}|${a}|${b}|${c}`,
});
