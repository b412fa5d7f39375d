import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { lcm, marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/** Things bought together: plural, plural, singular, singular (Hindi plurals oblique), prices in ₹. */
const ITEMS = [
  {
    en: ['pencils', 'erasers', 'pencil', 'eraser'],
    hi: ['पेंसिलों', 'रबड़ों', 'पेंसिल', 'रबड़'],
    x: [4, 15],
    y: [2, 10],
  },
  {
    en: ['notebooks', 'pens', 'notebook', 'pen'],
    hi: ['कॉपियों', 'कलमों', 'कॉपी', 'कलम'],
    x: [20, 60],
    y: [5, 25],
  },
  {
    en: ['cups', 'plates', 'cup', 'plate'],
    hi: ['कपों', 'प्लेटों', 'कप', 'प्लेट'],
    x: [15, 60],
    y: [20, 80],
  },
  {
    en: ['chairs', 'tables', 'chair', 'table'],
    hi: ['कुर्सियों', 'मेज़ों', 'कुर्सी', 'मेज़'],
    x: [300, 900],
    y: [1000, 3000],
  },
] as const;

const prices = (x: number, y: number): Value => ({ tex: `x = ${x},\\ y = ${y}` });

/** "3x + 4y = 38" (coefficients are at least 2). */
const eq = (a: number, b: number, c: number) => `${a}x + ${b}y = ${c}`;

/**
 * Class 10, Pair of Linear Equations in Two Variables: a shopping word problem solved by
 * elimination. Built backwards from the two prices; the coefficients make the lines intersect.
 */
export default defineTemplate({
  id: 'math.c10.linear-pair.shopping-elimination',
  // Version 2: a 3-mark short answer (two equations by elimination is not a 5-mark task).
  // Version 3: a full stop before "Subtracting"; कलम for pen in Hindi.
  version: 3,
  provenance: FIRST_TEMPLATES,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 10,
      subject: 'mathematics',
      chapter: 'pair-of-linear-equations-in-two-variables',
    },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply', 'analyse'],
  tags: ['linear-equations', 'elimination', 'word-problem'],
  minVariants: 300,
  draw: (d) => {
    const item = d.int('item', 0, ITEMS.length - 1);
    const { x: xr, y: yr } = ITEMS[item]!;
    // Chairs and tables cost whole tens of rupees.
    const step = item === 3 ? 10 : 1;
    const x = step * d.int('x', xr[0] / step, xr[1] / step);
    const y = step * d.int('y', yr[0] / step, yr[1] / step);
    const a1 = d.int('a1', 2, 7);
    const b1 = d.int('b1', 2, 7);
    const a2 = d.int('a2', 2, 7);
    const b2 = d.int('b2', 2, 7);
    return { item, x, y, a1, b1, a2, b2 };
  },
  constraints: [
    { id: 'lines-intersect', ok: ({ a1, b1, a2, b2 }) => a1 * b2 !== a2 * b1 },
    { id: 'different-prices', ok: ({ x, y }) => x !== y },
  ],
  answer: ({ x, y }) => prices(x, y),
  verify: ({ x, y, a1, b1, a2, b2 }, answer) => {
    // Cramer's rule on the equations as stated.
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x + b2 * y;
    const det = a1 * b2 - a2 * b1;
    const X = new Fraction(c1 * b2 - c2 * b1, det);
    const Y = new Fraction(a1 * c2 - a2 * c1, det);
    if (Number(X.d) !== 1 || Number(Y.d) !== 1) return 'prices are not whole rupees';
    return answer.tex === prices(X.valueOf(), Y.valueOf()).tex ? true : `Cramer gives ${X}, ${Y}`;
  },
  text: ({ item, x, y, a1, b1, a2, b2 }, language) => {
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x + b2 * y;
    const l = lcm(a1, a2);
    const [m1, m2] = [l / a1, l / a2];
    const scaled1 = eq(l, b1 * m1, c1 * m1);
    const scaled2 = eq(l, b2 * m2, c2 * m2);
    // Subtract the equation with the smaller y-coefficient from the other.
    const [k, r] =
      b1 * m1 > b2 * m2
        ? [b1 * m1 - b2 * m2, c1 * m1 - c2 * m2]
        : [b2 * m2 - b1 * m1, c2 * m2 - c1 * m1];
    const subtraction =
      b1 * m1 > b2 * m2
        ? `(${b1 * m1} - ${b2 * m2})y = ${c1 * m1} - ${c2 * m2}`
        : `(${b2 * m2} - ${b1 * m1})y = ${c2 * m2} - ${c1 * m1}`;
    // When the y-coefficients differ by 1, the subtraction already gives y.
    const ySolve = `${subtraction} \\Rightarrow ${k === 1 ? '' : `${k}y = ${r} \\Rightarrow `}y = ${y}`;
    const xSolve = `${a1}x + ${b1} \\times ${y} = ${c1} \\Rightarrow ${a1}x = ${c1} - ${b1 * y} = ${c1 - b1 * y} \\Rightarrow x = ${x}`;
    const check = `${a2} \\times ${x} + ${b2} \\times ${y} = ${a2 * x} + ${b2 * y} = ${c2}`;
    const hi = language === 'hi';
    const multiply = (n: number, m: number, scaled: string) =>
      m === 1
        ? hi
          ? `समीकरण (${n}) को वैसा ही रखिए: $${scaled}$`
          : `keep equation (${n}) as it is: $${scaled}$`
        : hi
          ? `समीकरण (${n}) को $${m}$ से गुणा कीजिए: $${scaled}$`
          : `multiply equation (${n}) by $${m}$: $${scaled}$`;
    const [xs, ys, x1, y1] = ITEMS[item]![language];
    const equal =
      m1 === 1 && m2 === 1
        ? hi
          ? `दोनों समीकरणों में $x$ के गुणांक पहले से बराबर हैं: $${scaled1}$, $${scaled2}$`
          : `The coefficients of $x$ in both equations are already equal: $${scaled1}$, $${scaled2}$`
        : hi
          ? `$x$ के गुणांक बराबर करने के लिए ${multiply(1, m1, scaled1)} और ${multiply(2, m2, scaled2)}`
          : `To make the coefficients of $x$ equal, ${multiply(1, m1, scaled1)} and ${multiply(2, m2, scaled2)}`;
    return hi
      ? {
          stem: `$${a1}$ ${xs} और $${b1}$ ${ys} का कुल मूल्य ₹$${c1}$ है, जबकि $${a2}$ ${xs} और $${b2}$ ${ys} का कुल मूल्य ₹$${c2}$ है। एक ${x1} और एक ${y1} का मूल्य ज्ञात कीजिए।`,
          answer: `एक ${x1}: ₹$${x}$, एक ${y1}: ₹$${y}$`,
          steps: [
            `मान लीजिए एक ${x1} का मूल्य ₹$x$ और एक ${y1} का मूल्य ₹$y$ है। तब $${eq(a1, b1, c1)}$ … (1) और $${eq(a2, b2, c2)}$ … (2) ${marks(1, language)}`,
            `${equal}। घटाने पर: $${ySolve}$ ${marks(1, language)}`,
            `$y = ${y}$ को (1) में रखने पर: $${xSolve}$। (2) में जाँच: $${check}$ ✓। अतः एक ${x1} का मूल्य ₹$${x}$ और एक ${y1} का मूल्य ₹$${y}$ है। ${marks(1, language)}`,
          ],
        }
      : {
          stem: `$${a1}$ ${xs} and $${b1}$ ${ys} together cost ₹$${c1}$, while $${a2}$ ${xs} and $${b2}$ ${ys} together cost ₹$${c2}$. Find the cost of one ${x1} and of one ${y1}.`,
          answer: `One ${x1}: ₹$${x}$, one ${y1}: ₹$${y}$`,
          steps: [
            `Let the cost of one ${x1} be ₹$x$ and of one ${y1} be ₹$y$. Then $${eq(a1, b1, c1)}$ … (1) and $${eq(a2, b2, c2)}$ … (2) ${marks(1, language)}`,
            `${equal}. Subtracting: $${ySolve}$ ${marks(1, language)}`,
            `Putting $y = ${y}$ in (1): $${xSolve}$. Check in (2): $${check}$ ✓. So one ${x1} costs ₹$${x}$ and one ${y1} costs ₹$${y}$. ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ item, x, y, a1, b1, a2, b2 }) => `${item}|${x}|${y}|${a1},${b1}|${a2},${b2}`,
});
