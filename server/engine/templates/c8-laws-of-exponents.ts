import { defineTemplate, exact } from '../template';
import { FIRST_TEMPLATES } from './provenance';

/**
 * Class 8, Power Play: the laws of exponents together, (a^m)^n × a^p ÷ a^q = a^k. The divisor's
 * exponent q is drawn below mn + p - 1 so that k is at least 2.
 */
export default defineTemplate({
  id: 'math.c8.exponents.combined-laws',
  version: 1,
  provenance: FIRST_TEMPLATES,
  scope: [{ curriculum: 'in-cbse', class: 8, subject: 'mathematics', chapter: 'power-play' }],
  type: 'mcq',
  difficulty: 'medium',
  marks: 1,
  competencies: ['apply'],
  tags: ['exponents', 'laws-of-exponents'],
  minVariants: 300,
  draw: (d) => {
    const base = d.pick('base', [2, 3, 5, 7, 10]);
    const m = d.int('m', 2, 5);
    const n = d.int('n', 2, 5);
    const p = d.int('p', 2, 9);
    const q = d.int('q', 2, Math.min(15, m * n + p - 2));
    return { base, m, n, p, q };
  },
  answer: ({ m, n, p, q }) => exact(m * n + p - q),
  verify: ({ base, m, n, p, q }, answer) => {
    // Compute both sides as whole numbers.
    const a = BigInt(base);
    const k = answer.exact?.valueOf();
    if (k === undefined || !Number.isInteger(k) || k < 0) return 'k is not a whole number';
    const left = ((a ** BigInt(m)) ** BigInt(n) * a ** BigInt(p)) / a ** BigInt(q);
    return left === a ** BigInt(k) ? true : `the powers differ`;
  },
  text: ({ base, m, n, p, q }, language) => {
    const b = base;
    const question = `\\frac{(${b}^{${m}})^{${n}} \\times ${b}^{${p}}}{${b}^{${q}}} = ${b}^{k}`;
    const mn = m * n;
    const k = mn + p - q;
    const steps = [
      `(${b}^{${m}})^{${n}} = ${b}^{${m} \\times ${n}} = ${b}^{${mn}}`,
      `${b}^{${mn}} \\times ${b}^{${p}} = ${b}^{${mn} + ${p}} = ${b}^{${mn + p}}`,
      `${b}^{${mn + p}} \\div ${b}^{${q}} = ${b}^{${mn + p} - ${q}} = ${b}^{${k}}`,
    ];
    return language === 'hi'
      ? {
          stem: `यदि $${question}$ है, तो $k$ का मान है`,
          answer: `$k = ${k}$`,
          steps: [
            `घात की घात: $(a^{m})^{n} = a^{mn}$, अतः $${steps[0]}$।`,
            `समान आधार वाली घातों का गुणन: $a^{m} \\times a^{n} = a^{m + n}$, अतः $${steps[1]}$।`,
            `समान आधार वाली घातों का भाग: $a^{m} \\div a^{n} = a^{m - n}$, अतः $${steps[2]}$ और $k = ${k}$।`,
          ],
        }
      : {
          stem: `If $${question}$, then $k$ is`,
          answer: `$k = ${k}$`,
          steps: [
            `Power of a power: $(a^{m})^{n} = a^{mn}$, so $${steps[0]}$.`,
            `Multiplying powers with the same base: $a^{m} \\times a^{n} = a^{m + n}$, so $${steps[1]}$.`,
            `Dividing powers with the same base: $a^{m} \\div a^{n} = a^{m - n}$, so $${steps[2]}$ and $k = ${k}$.`,
          ],
        };
  },
  distractors: [
    {
      id: 'exp.power-of-power-added',
      misconception: 'Added the exponents in a power of a power instead of multiplying them.',
      value: ({ m, n, p, q }) => exact(m + n + p - q),
    },
    {
      id: 'exp.product-exponents-multiplied',
      misconception: 'Multiplied the exponents when multiplying powers with the same base.',
      value: ({ m, n, p, q }) => exact(m * n * p - q),
    },
    {
      id: 'exp.quotient-exponents-added',
      misconception: 'Added the exponents when dividing powers with the same base.',
      value: ({ m, n, p, q }) => exact(m * n + p + q),
    },
  ],
  fingerprint: ({ base, m, n, p, q }) => `${base}|${m}|${n}|${p}|${q}`,
});
