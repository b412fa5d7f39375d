import Fraction from 'fraction.js';
import { defineTemplate, exact } from '../template';
import { fracTex } from '../tex';
import { gcd, lcm, range } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/** Numerators that keep a/b in lowest terms and below 1. */
const numerators = (b: number) => range(1, b - 1, (a) => gcd(a, b) === 1);

/** Class 6, Fractions: adding two proper fractions with unlike denominators. */
export default defineTemplate({
  id: 'math.c6.fractions.add-unlike',
  // Version 2: "the smallest common multiple", as class 6 says it (LCM comes in class 7).
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [{ curriculum: 'in-cbse', class: 6, subject: 'mathematics', chapter: 'fractions' }],
  type: 'mcq',
  difficulty: 'easy',
  marks: 1,
  competencies: ['apply'],
  tags: ['fractions', 'addition', 'unlike-denominators'],
  minVariants: 300,
  draw: (d) => {
    const b = d.int('b', 2, 10);
    const dd = d.int('d', 2, 12, [b]);
    return { a: d.pick('a', numerators(b)), b, c: d.pick('c', numerators(dd)), d: dd };
  },
  answer: ({ a, b, c, d }) => exact(new Fraction(a, b).add(c, d)),
  verify: ({ a, b, c, d }, answer) => {
    const value = answer.exact;
    if (!value) return 'no exact answer';
    if (gcd(Number(value.n), Number(value.d)) !== 1) return 'answer not in lowest terms';
    return Math.abs(value.valueOf() - (a / b + c / d)) < 1e-12
      ? true
      : `float sum is ${a / b + c / d}`;
  },
  text: ({ a, b, c, d }, language) => {
    const l = lcm(b, d);
    const a2 = (a * l) / b;
    const c2 = (c * l) / d;
    const sum = new Fraction(a2 + c2, l);
    const reduced = Number(sum.d) === l ? '' : ` = ${fracTex(sum)}`;
    const working = `\\frac{${a}}{${b}} + \\frac{${c}}{${d}} = \\frac{${a2}}{${l}} + \\frac{${c2}}{${l}} = \\frac{${a2 + c2}}{${l}}${reduced}`;
    return language === 'hi'
      ? {
          stem: `$\\frac{${a}}{${b}} + \\frac{${c}}{${d}}$ का मान है`,
          answer: `$${fracTex(sum)}$`,
          steps: [
            `$${b}$ और $${d}$ का सबसे छोटा सार्व गुणज $${l}$ है, अतः दोनों भिन्नों को हर $${l}$ वाली तुल्य भिन्नों में बदलिए।`,
            `$${working}$`,
          ],
        }
      : {
          stem: `The value of $\\frac{${a}}{${b}} + \\frac{${c}}{${d}}$ is`,
          answer: `$${fracTex(sum)}$`,
          steps: [
            `The smallest common multiple of $${b}$ and $${d}$ is $${l}$, so write both fractions as equivalent fractions with denominator $${l}$.`,
            `$${working}$`,
          ],
        };
  },
  distractors: [
    {
      id: 'frac.add-tops-and-bottoms',
      misconception: 'Added the numerators and added the denominators.',
      value: ({ a, b, c, d }) => exact(new Fraction(a + c, b + d)),
    },
    {
      id: 'frac.numerators-over-common-denominator',
      misconception:
        'Wrote the common denominator but added the numerators without converting the fractions.',
      value: ({ a, b, c, d }) => exact(new Fraction(a + c, lcm(b, d))),
    },
    {
      id: 'frac.multiplied-instead',
      misconception: 'Multiplied the fractions instead of adding them.',
      value: ({ a, b, c, d }) => exact(new Fraction(a * c, b * d)),
    },
  ],
  fingerprint: ({ a, b, c, d }) => `${a}/${b}+${c}/${d}`,
});
