import Fraction from 'fraction.js';
import { defineTemplate } from '../template';
import { fracDecimal } from '../tex';
import { marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/**
 * Class 10, Statistics: the mean of grouped data by the direct method. Five classes of width 10
 * or 20; the frequencies add up to 20, 25 or 50, so that the mean is an exact decimal with at
 * most two places. The last frequency is what is left of that total, kept in the same range.
 */
export default defineTemplate({
  id: 'math.c10.statistics.mean-grouped',
  version: 1,
  provenance: FIRST_TEMPLATES,
  scope: [{ curriculum: 'in-cbse', class: 10, subject: 'mathematics', chapter: 'statistics' }],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply'],
  tags: ['mean', 'grouped-data', 'direct-method'],
  minVariants: 300,
  draw: (d) => {
    const width = d.pick('width', [10, 20]);
    const start = width * d.int('start', 0, 4);
    const total = d.pick('total', [20, 25, 50]);
    const top = total === 20 ? 6 : total === 25 ? 8 : 15;
    const first = [1, 2, 3, 4].map((i) => d.int(`f${i}`, 2, top));
    const rest = total - first.reduce((s, f) => s + f, 0);
    return { width, start, top, frequencies: [...first, rest] };
  },
  constraints: [
    {
      id: 'last-frequency-in-range',
      ok: ({ top, frequencies }) => frequencies[4]! >= 2 && frequencies[4]! <= top,
    },
  ],
  answer: ({ width, start, frequencies }) => {
    const marksOf = frequencies.map((_, i) => start + width * i + width / 2);
    const fx = frequencies.reduce((s, f, i) => s + f * marksOf[i]!, 0);
    const n = frequencies.reduce((s, f) => s + f, 0);
    const mean = new Fraction(fx, n);
    return { tex: fracDecimal(mean), exact: mean };
  },
  verify: ({ width, start, frequencies }, answer) => {
    // Step-deviation method in floating point: assumed mean at the middle class mark.
    const assumed = start + 2 * width + width / 2;
    let fu = 0;
    let n = 0;
    frequencies.forEach((f, i) => {
      const mid = (start + width * i + (start + width * (i + 1))) / 2;
      fu += f * ((mid - assumed) / width);
      n += f;
    });
    const mean = assumed + (width * fu) / n;
    return Math.abs(Number(answer.tex) - mean) < 1e-9 ? true : `step deviation gives ${mean}`;
  },
  text: ({ width, start, frequencies }, language) => {
    const classes = frequencies.map((_, i) => `${start + width * i}–${start + width * (i + 1)}`);
    const xs = frequencies.map((_, i) => start + width * i + width / 2);
    const fx = frequencies.map((f, i) => f * xs[i]!);
    const n = frequencies.reduce((s, f) => s + f, 0);
    const sumFx = fx.reduce((s, v) => s + v, 0);
    const mean = fracDecimal(new Fraction(sumFx, n));
    const hi = language === 'hi';
    const table = [
      `| ${hi ? 'वर्ग अंतराल' : 'Class interval'} | ${classes.join(' | ')} |`,
      `|${' --- |'.repeat(6)}`,
      `| ${hi ? 'बारंबारता' : 'Frequency'} | ${frequencies.join(' | ')} |`,
    ].join('\n');
    const classMarks = `x_i = ${xs.join(',\\ ')}`;
    const products = `f_i x_i = ${fx.join(',\\ ')}`;
    const sums = `\\sum f_i = ${n},\\quad \\sum f_i x_i = ${fx.join(' + ')} = ${sumFx}`;
    const formula = `\\bar{x} = \\frac{\\sum f_i x_i}{\\sum f_i} = \\frac{${sumFx}}{${n}} = ${mean}`;
    return hi
      ? {
          stem: `निम्नलिखित आँकड़ों का माध्य ज्ञात कीजिए:\n\n${table}`,
          answer: `माध्य $= ${mean}$`,
          steps: [
            `वर्ग चिह्न (वर्ग के मध्य-बिंदु): $${classMarks}$ ${marks(1, language)}`,
            `$${products}$; $${sums}$ ${marks(1, language)}`,
            `प्रत्यक्ष विधि से: $${formula}$ ${marks(1, language)}`,
          ],
        }
      : {
          stem: `Find the mean of the following data:\n\n${table}`,
          answer: `Mean $= ${mean}$`,
          steps: [
            `Class marks (mid-points of the classes): $${classMarks}$ ${marks(1, language)}`,
            `$${products}$; $${sums}$ ${marks(1, language)}`,
            `By the direct method: $${formula}$ ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ width, start, frequencies }) => `${width}|${start}|${frequencies.join(',')}`,
});
