import Fraction from 'fraction.js';
import { defineTemplate, exact } from '../template';
import { signed, term } from '../tex';
import { FIRST_TEMPLATES } from './provenance';

const side = (x: number, c: number) =>
  c === 0 ? term(x) : `${term(x)} ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;

/** Two numbers added as written in a step: 5 - 3, or one of them alone when the other is 0. */
const sum = (p: number, q: number) => (p === 0 ? `${q}` : q === 0 ? `${p}` : `${p} ${signed(q)}`);

/** Class 7, Finding the Unknown (linear equations): variable on both sides, built backwards from x. */
export default defineTemplate({
  id: 'math.c7.equations.both-sides',
  // Version 2: the mark for solving sits on the step that reaches x; no "1(x)" in the check;
  // the chapter's own equations are left out.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 7, subject: 'mathematics', chapter: 'finding-the-unknown' },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 2,
  competencies: ['apply'],
  tags: ['linear-equations'],
  minVariants: 300,
  draw: (d) => {
    const x = d.int('x', -12, 15, [0]);
    const a = d.int('a', 2, 9);
    const c = d.int('c', 1, 8, [a]);
    const b = d.int('b', -20, 20, [0]);
    return { x, a, b, c, d: (a - c) * x + b };
  },
  constraints: [
    {
      // 3u - 7 = 2u + 3 and 6y + 7 = 4y + 21 are worked or set in the NCERT chapter.
      id: 'not-ncert-data',
      ok: ({ a, b, c, d }) => !['3|-7|2|3', '6|7|4|21'].includes(`${a}|${b}|${c}|${d}`),
    },
  ],
  answer: ({ x }) => exact(x),
  verify: ({ a, b, c, d }, answer) => {
    const solved = new Fraction(d - b, a - c);
    return answer.exact?.equals(solved) ? true : `solving gives ${solved.toFraction()}`;
  },
  text: ({ x, a, b, c, d }, language) => {
    const equation = `${side(a, b)} = ${side(c, d)}`;
    // Keep the coefficient of x positive: collect x on the side with the larger coefficient.
    const [k, rhs] = a > c ? [a - c, d - b] : [c - a, b - d];
    const collected =
      a > c ? `${term(a)} - ${term(c)} = ${sum(d, -b)}` : `${sum(b, -d)} = ${term(c)} - ${term(a)}`;
    const divide = k === 1 ? '' : ` \\Rightarrow x = \\frac{${rhs}}{${k}} = ${x}`;
    const cx = c === 1 ? `${x}` : `${c}(${x})`;
    const check = `${a}(${x}) ${signed(b)} = ${a * x + b} = ${cx}${d === 0 ? '' : ` ${signed(d)}`}`;
    return language === 'hi'
      ? {
          stem: `हल कीजिए और अपने उत्तर की जाँच कीजिए: $${equation}$`,
          answer: `$x = ${x}$`,
          steps: [
            `चर वाले पद एक ओर और अचर दूसरी ओर ले जाइए: $${collected}$`,
            `$${term(k)} = ${rhs}${divide}$ (1 अंक)`,
            `जाँच: $${check}$ ✓ (1 अंक)`,
          ],
        }
      : {
          stem: `Solve and check your answer: $${equation}$`,
          answer: `$x = ${x}$`,
          steps: [
            `Move the terms in $x$ to one side and the numbers to the other: $${collected}$`,
            `$${term(k)} = ${rhs}${divide}$ (1 mark)`,
            `Check: $${check}$ ✓ (1 mark)`,
          ],
        };
  },
  fingerprint: ({ a, b, c, d }) => `${a}|${b}|${c}|${d}`,
});
