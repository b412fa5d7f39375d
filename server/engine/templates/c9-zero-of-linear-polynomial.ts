import Fraction from 'fraction.js';
import { defineTemplate, exact } from '../template';
import { fracTex, parenFrac, polynomial, signed } from '../tex';
import { FIRST_TEMPLATES } from './provenance';

/**
 * Class 9, Introduction to Linear Polynomials: the zero of p(x) = ax + b. The coefficient a is
 * never 0 or ±1 and |a| ≠ |b|, so that each mistake gives a different number.
 */
export default defineTemplate({
  id: 'math.c9.linear-polynomials.zero',
  // Version 2: the NCERT book's polynomials left out.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 9,
      subject: 'mathematics',
      chapter: 'introduction-to-linear-polynomials',
    },
  ],
  type: 'mcq',
  difficulty: 'easy',
  marks: 1,
  competencies: ['understand', 'apply'],
  tags: ['linear-polynomial', 'zero-of-polynomial'],
  minVariants: 300,
  draw: (d) => {
    const a = d.int('a', -9, 9, [-1, 0, 1]);
    const b = d.int('b', -20, 20, [0, a, -a]);
    return { a, b };
  },
  constraints: [
    // 2x + 1, 2x + 5 and 3x - 2 are worked or set in NCERT's polynomials chapter.
    { id: 'not-ncert-data', ok: ({ a, b }) => !['2|1', '2|5', '3|-2'].includes(`${a}|${b}`) },
  ],
  answer: ({ a, b }) => exact(new Fraction(-b, a)),
  verify: ({ a, b }, answer) => {
    // Substitute back: p(zero) must be 0.
    const z = answer.exact;
    if (!z) return 'no exact answer';
    const value = z.mul(a).add(b);
    return value.equals(0) ? true : `p(zero) = ${value.toFraction()}`;
  },
  text: ({ a, b }, language) => {
    const p = polynomial([
      [a, 1],
      [b, 0],
    ]);
    const zero = new Fraction(-b, a);
    const raw = `\\frac{${-b}}{${a}}`;
    const simplified = fracTex(zero);
    const solve = `${p} = 0 \\Rightarrow ${a}x = ${-b} \\Rightarrow x = ${raw}${raw === simplified ? '' : ` = ${simplified}`}`;
    const check = `p\\left(${simplified}\\right) = ${a} \\times ${parenFrac(zero)} ${signed(b)} = ${-b} ${signed(b)} = 0`;
    return language === 'hi'
      ? {
          stem: `बहुपद $p(x) = ${p}$ का शून्यक है`,
          answer: `$${simplified}$`,
          steps: [`शून्यक $x$ का वह मान है जिसके लिए $p(x) = 0$ हो: $${solve}$।`, `जाँच: $${check}$ ✓`],
        }
      : {
          stem: `The zero of the polynomial $p(x) = ${p}$ is`,
          answer: `$${simplified}$`,
          steps: [
            `The zero is the value of $x$ for which $p(x) = 0$: $${solve}$.`,
            `Check: $${check}$ ✓`,
          ],
        };
  },
  distractors: [
    {
      id: 'linpoly.sign-not-changed',
      misconception: 'Moved the constant term to the other side without changing its sign.',
      value: ({ a, b }) => exact(new Fraction(b, a)),
    },
    {
      id: 'linpoly.divided-wrong-way',
      misconception:
        'Divided the coefficient of $x$ by the constant term instead of the other way round.',
      value: ({ a, b }) => exact(new Fraction(-a, b)),
    },
    {
      id: 'linpoly.value-at-zero',
      misconception: 'Confused the zero of $p(x)$ with the value $p(0)$.',
      value: ({ b }) => exact(b),
    },
  ],
  fingerprint: ({ a, b }) => `${a}|${b}`,
});
