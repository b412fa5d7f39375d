import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { fracTex, parenFrac, polynomial, term } from '../tex';
import { gcd, marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/** A zero p/q: q from 1, 2, 3 (1 twice as often), p co-prime to q, never 0. */
const DENOMINATORS = [1, 1, 2, 3];

const zerosValue = (zeros: Fraction[]): Value => ({
  tex: [...zeros]
    .sort((x, y) => x.compare(y))
    .map(fracTex)
    .join(',\\ '),
});

/** "3x - 2": the linear factor qx - p, tidy. */
const factor = (p: number, q: number) =>
  polynomial([
    [q, 1],
    [-p, 0],
  ]);

/**
 * Class 10, Polynomials: the zeros of ax^2 + bx + c by splitting the middle term, and the check
 * of sum = -b/a and product = c/a. Built backwards from two rational zeros p1/q1 and p2/q2: the
 * polynomial is (q1 x - p1)(q2 x - p2).
 */
export default defineTemplate({
  id: 'math.c10.polynomials.zeros-and-coefficients',
  // Version 2: "zeroes", as the bank and the NCERT book spell it. Version 3: -b/a and c/a
  // written once, not "= -11/2 = -11/2"; the NCERT book's polynomials left out.
  version: 3,
  provenance: FIRST_TEMPLATES,
  scope: [{ curriculum: 'in-cbse', class: 10, subject: 'mathematics', chapter: 'polynomials' }],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply', 'understand'],
  tags: ['zeroes-of-polynomial', 'zeroes-and-coefficients', 'factorisation'],
  minVariants: 300,
  draw: (d) => {
    const q1 = d.pick('q1', DENOMINATORS);
    const q2 = d.pick('q2', DENOMINATORS);
    const p1 = d.int('p1', -9, 9, [0]);
    const p2 = d.int('p2', -9, 9, [0]);
    return { p1, q1, p2, q2 };
  },
  constraints: [
    { id: 'lowest-terms', ok: ({ p1, q1, p2, q2 }) => gcd(p1, q1) === 1 && gcd(p2, q2) === 1 },
    // Equal zeros, or zeros that add to 0 (no middle term to split), make another exercise.
    { id: 'distinct-zeros', ok: ({ p1, q1, p2, q2 }) => p1 * q2 !== p2 * q1 },
    { id: 'middle-term', ok: ({ p1, q1, p2, q2 }) => p1 * q2 !== -p2 * q1 },
    {
      // x² - 2x - 8, 6x² - 7x - 3, 3x² - x - 4 and x² + 7x + 10 are set or worked in the book.
      id: 'not-ncert-data',
      ok: ({ p1, q1, p2, q2 }) => {
        const zeros = [`${p1}/${q1}`, `${p2}/${q2}`].sort().join('|');
        return !['-2/1|4/1', '-1/3|3/2', '-1/1|4/3', '-2/1|-5/1'].includes(zeros);
      },
    },
  ],
  answer: ({ p1, q1, p2, q2 }) => zerosValue([new Fraction(p1, q1), new Fraction(p2, q2)]),
  verify: ({ p1, q1, p2, q2 }, answer) => {
    // Rational root search: candidates ±r/s with r dividing c and s dividing a.
    const a = q1 * q2;
    const b = -(q1 * p2 + q2 * p1);
    const c = p1 * p2;
    const found: Fraction[] = [];
    for (let s = 1; s <= a; s++)
      for (let r = 1; r <= Math.abs(c); r++) {
        if (a % s !== 0 || c % r !== 0) continue;
        for (const x of [new Fraction(r, s), new Fraction(-r, s)]) {
          const value = x.mul(x).mul(a).add(x.mul(b)).add(c);
          if (value.equals(0) && !found.some((f) => f.equals(x))) found.push(x);
        }
      }
    if (found.length !== 2) return `found ${found.length} rational zeros`;
    return answer.tex === zerosValue(found).tex ? true : `search finds ${zerosValue(found).tex}`;
  },
  text: ({ p1, q1, p2, q2 }, language) => {
    const a = q1 * q2;
    const b = -(q1 * p2 + q2 * p1);
    const c = p1 * p2;
    const poly = polynomial([
      [a, 2],
      [b, 1],
      [c, 0],
    ]);
    // Split bx as (-q1 p2)x + (-q2 p1)x, then group: q1x(q2x - p2) - p1(q2x - p2).
    const split = polynomial([
      [a, 2],
      [-q1 * p2, 1],
      [-q2 * p1, 1],
      [c, 0],
    ]);
    const second = factor(p2, q2);
    const grouped = `${term(q1)}(${second}) ${p1 > 0 ? '-' : '+'} ${Math.abs(p1)}(${second})`;
    const factorised = `(${factor(p1, q1)})(${second})`;
    const alpha = new Fraction(p1, q1);
    const beta = new Fraction(p2, q2);
    const [x1, x2] = [alpha, beta].sort((x, y) => x.compare(y)) as [Fraction, Fraction];
    const sum = x1.add(x2);
    const prod = x1.mul(x2);
    const sumTex = `${fracTex(x1)} ${x2.valueOf() < 0 ? '-' : '+'} ${fracTex(x2.abs())} = ${fracTex(sum)}`;
    // -b/a and c/a with the coefficients put in (a negative b in brackets), then simplified
    // when that changes them; with a = 1 there is no denominator of 1.
    const bIn = b < 0 ? `(${b})` : `${b}`;
    const minusBRaw = a === 1 ? `-${bIn}` : `-\\frac{${bIn}}{${a}}`;
    const minusB = minusBRaw === fracTex(sum) ? '' : `${minusBRaw} = `;
    const minusBA = `-\\frac{b}{a} = ${minusB}${fracTex(sum)}`;
    const prodTex = `${fracTex(x1)} \\times ${parenFrac(x2)} = ${fracTex(prod)}`;
    const cRaw = `\\frac{${c}}{${a}}`;
    const cA = `\\frac{c}{a} = ${a === 1 || cRaw === fracTex(prod) ? '' : `${cRaw} = `}${fracTex(prod)}`;
    const working = `${poly} = ${split} = ${grouped} = ${factorised}`;
    const zeros = `${fracTex(x1)}$ ${language === 'hi' ? 'और' : 'and'} $${fracTex(x2)}`;
    return language === 'hi'
      ? {
          stem: `द्विघात बहुपद $${poly}$ के शून्यक ज्ञात कीजिए और शून्यकों तथा गुणांकों के बीच के संबंध की सत्यता की जाँच कीजिए।`,
          answer: `शून्यक $${zeros}$ हैं; योग $= ${fracTex(sum)} = -\\frac{b}{a}$, गुणनफल $= ${fracTex(prod)} = \\frac{c}{a}$।`,
          steps: [
            `मध्य पद को विभक्त करके: $${working}$, अतः शून्यक $${zeros}$ हैं। ${marks(1, language)}`,
            `शून्यकों का योग $= ${sumTex}$ और $${minusBA}$ ${marks(1, language)}`,
            `शून्यकों का गुणनफल $= ${prodTex}$ और $${cA}$। दोनों संबंध सत्य हैं। ${marks(1, language)}`,
          ],
        }
      : {
          stem: `Find the zeroes of the quadratic polynomial $${poly}$ and verify the relationship between the zeroes and the coefficients.`,
          answer: `The zeroes are $${zeros}$; sum $= ${fracTex(sum)} = -\\frac{b}{a}$, product $= ${fracTex(prod)} = \\frac{c}{a}$.`,
          steps: [
            `Splitting the middle term: $${working}$, so the zeroes are $${zeros}$. ${marks(1, language)}`,
            `Sum of zeroes $= ${sumTex}$ and $${minusBA}$ ${marks(1, language)}`,
            `Product of zeroes $= ${prodTex}$ and $${cA}$. Both relations hold. ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ p1, q1, p2, q2 }) => {
    // The same polynomial from the zeros in either order.
    const [x, y] = [`${p1}/${q1}`, `${p2}/${q2}`].sort();
    return `${x}|${y}`;
  },
});
