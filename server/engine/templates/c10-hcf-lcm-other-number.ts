import { defineTemplate, exact } from '../template';
import { gcd, range } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/**
 * Class 10, Real Numbers: the other number from one number, the HCF and the LCM, using
 * HCF × LCM = product of the two numbers. Built backwards: a = hp, b = hq with p, q co-prime.
 */
export default defineTemplate({
  id: 'math.c10.real-numbers.hcf-lcm-other-number',
  version: 1,
  provenance: FIRST_TEMPLATES,
  scope: [{ curriculum: 'in-cbse', class: 10, subject: 'mathematics', chapter: 'real-numbers' }],
  type: 'mcq',
  difficulty: 'easy',
  marks: 1,
  competencies: ['apply'],
  tags: ['hcf', 'lcm', 'hcf-lcm-product'],
  minVariants: 300,
  draw: (d) => {
    const h = d.int('h', 2, 15);
    const p = d.int('p', 2, 12);
    const q = d.pick(
      'q',
      range(2, 12, (x) => x !== p && gcd(p, x) === 1),
    );
    return { h, p, q };
  },
  answer: ({ h, q }) => exact(h * q),
  verify: ({ h, p, q }, answer) => {
    // The other number must have exactly this HCF and LCM with the first (Euclid's algorithm).
    const a = h * p;
    const b = answer.exact?.valueOf() ?? NaN;
    if (!Number.isInteger(b)) return 'not a whole number';
    const hcf = gcd(a, b);
    const lcm = (a / hcf) * b;
    return hcf === h && lcm === h * p * q ? true : `HCF ${hcf}, LCM ${lcm}`;
  },
  text: ({ h, p, q }, language) => {
    const a = h * p;
    const l = h * p * q;
    const relation = `${h} \\times ${l} = ${a} \\times b`;
    const solve = `b = \\frac{${h} \\times ${l}}{${a}} = \\frac{${h * l}}{${a}} = ${h * q}`;
    return language === 'hi'
      ? {
          stem: `दो संख्याओं का HCF $${h}$ और LCM $${l}$ है। यदि उनमें से एक संख्या $${a}$ है, तो दूसरी संख्या है`,
          answer: `$${h * q}$`,
          steps: [
            `दो संख्याओं के लिए HCF $\\times$ LCM = दोनों संख्याओं का गुणनफल। मान लीजिए दूसरी संख्या $b$ है: $${relation}$।`,
            `$${solve}$`,
          ],
        }
      : {
          stem: `The HCF of two numbers is $${h}$ and their LCM is $${l}$. If one of the numbers is $${a}$, the other number is`,
          answer: `$${h * q}$`,
          steps: [
            `For two numbers, HCF $\\times$ LCM = product of the numbers. Let the other number be $b$: $${relation}$.`,
            `$${solve}$`,
          ],
        };
  },
  distractors: [
    {
      id: 'hcf-lcm.relation-inverted',
      misconception: 'Multiplied the given number by the LCM and divided by the HCF.',
      value: ({ h, p, q }) => exact(h * p * p * q),
    },
    {
      id: 'hcf-lcm.hcf-left-out',
      misconception: 'Divided the LCM by the given number, leaving out the HCF.',
      value: ({ q }) => exact(q),
    },
    {
      id: 'hcf-lcm.no-division',
      misconception: 'Multiplied the HCF by the LCM but did not divide by the given number.',
      value: ({ h, p, q }) => exact(h * h * p * q),
    },
  ],
  fingerprint: ({ h, p, q }) => `${h}|${p}|${q}`,
});
