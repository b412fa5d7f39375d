import Fraction from 'fraction.js';
import { defineTemplate, exact } from '../template';
import { fracTex } from '../tex';
import { gcd, range } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/** Numerators that keep a/b in lowest terms and below 1. */
const numerators = (b: number) => range(1, b - 1, (a) => gcd(a, b) === 1);

/** Class 7, Working with Fractions: dividing one proper fraction by another. */
export default defineTemplate({
  id: 'math.c7.fractions.divide',
  version: 1,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 7, subject: 'mathematics', chapter: 'working-with-fractions' },
  ],
  type: 'mcq',
  difficulty: 'medium',
  marks: 1,
  competencies: ['apply'],
  tags: ['fractions', 'division', 'reciprocal'],
  minVariants: 300,
  draw: (d) => {
    const b = d.int('b', 2, 12);
    const dd = d.int('d', 2, 12);
    return { a: d.pick('a', numerators(b)), b, c: d.pick('c', numerators(dd)), d: dd };
  },
  constraints: [{ id: 'different-fractions', ok: ({ a, b, c, d }) => a !== c || b !== d }],
  answer: ({ a, b, c, d }) => exact(new Fraction(a, b).div(c, d)),
  verify: ({ a, b, c, d }, answer) => {
    // Division undoes multiplication: the quotient times the divisor gives back the dividend.
    const q = answer.exact;
    if (!q) return 'no exact answer';
    return q.mul(c, d).equals(new Fraction(a, b))
      ? true
      : `${q.toFraction()} × ${c}/${d} ≠ ${a}/${b}`;
  },
  text: ({ a, b, c, d }, language) => {
    const q = new Fraction(a * d, b * c);
    const reduced = Number(q.n) === a * d ? '' : ` = ${fracTex(q)}`;
    const question = `\\frac{${a}}{${b}} \\div \\frac{${c}}{${d}}`;
    // The reciprocal of 1/d is the whole number d, never written d/1.
    const reciprocal = c === 1 ? `${d}` : `\\frac{${d}}{${c}}`;
    const bottom = c === 1 ? `${b}` : `${b} \\times ${c}`;
    const working = `${question} = \\frac{${a}}{${b}} \\times ${reciprocal} = \\frac{${a} \\times ${d}}{${bottom}} = \\frac{${a * d}}{${b * c}}${reduced}`;
    return language === 'hi'
      ? {
          stem: `$${question}$ बराबर है`,
          answer: `$${fracTex(q)}$`,
          steps: [
            `किसी भिन्न से भाग देना उसके व्युत्क्रम से गुणा करने के समान है। $\\frac{${c}}{${d}}$ का व्युत्क्रम $${reciprocal}$ है।`,
            `$${working}$`,
          ],
        }
      : {
          stem: `$${question}$ is equal to`,
          answer: `$${fracTex(q)}$`,
          steps: [
            `Dividing by a fraction is the same as multiplying by its reciprocal. The reciprocal of $\\frac{${c}}{${d}}$ is $${reciprocal}$.`,
            `$${working}$`,
          ],
        };
  },
  distractors: [
    {
      id: 'frac.div-no-reciprocal',
      misconception: 'Multiplied the two fractions without taking the reciprocal of the divisor.',
      value: ({ a, b, c, d }) => exact(new Fraction(a * c, b * d)),
    },
    {
      id: 'frac.div-inverted-dividend',
      misconception: 'Took the reciprocal of the first fraction instead of the second.',
      value: ({ a, b, c, d }) => exact(new Fraction(b * c, a * d)),
    },
    {
      id: 'frac.div-inverted-both',
      misconception: 'Took the reciprocals of both fractions before multiplying.',
      value: ({ a, b, c, d }) => exact(new Fraction(b * d, a * c)),
    },
  ],
  fingerprint: ({ a, b, c, d }) => `${a}/${b}:${c}/${d}`,
});
