import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { decimal, fracDecimal, fracTex, primePowers, product } from '../tex';
import { marks, primeFactors } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/**
 * Triangles with whole-number sides up to `max` and a whole-number area that are not right
 * triangles (for those Heron's formula is not needed): [a, b, c, area] with a <= b <= c.
 */
function heronian(max: number): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let a = 3; a <= max; a++)
    for (let b = a; b <= max; b++)
      for (let c = b; c <= max && c < a + b; c++) {
        if ((a + b + c) % 2 !== 0 || a * a + b * b === c * c) continue;
        const s = (a + b + c) / 2;
        const q = s * (s - a) * (s - b) * (s - c);
        const r = Math.round(Math.sqrt(q));
        if (r * r === q) out.push([a, b, c, r]);
      }
  return out;
}

const TRIANGLES = heronian(50);

const pair = (area: number, height: Fraction): Value => ({
  tex: `${area};\\ ${fracTex(height)}`,
  exact: new Fraction(area),
});

/**
 * Class 9, Measuring Space: Perimeter and Area. The area of a triangle by Heron's formula, then
 * the height on one side. Drawn from the triangles with whole-number sides and area.
 */
export default defineTemplate({
  id: 'math.c9.heron.area-and-height',
  // Version 2: the triangle is drawn. Version 3: a height that is not a short decimal is also
  // given to two places (1008/29 ≈ 34.76).
  version: 3,
  provenance: FIRST_TEMPLATES,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 9,
      subject: 'mathematics',
      chapter: 'measuring-space-perimeter-and-area',
    },
  ],
  type: 'long',
  difficulty: 'hard',
  marks: 5,
  competencies: ['apply', 'analyse'],
  tags: ['herons-formula', 'triangle', 'area', 'altitude'],
  // Only 73 such triangles have sides up to 50 cm; with the side chosen for the height there are
  // about 190 questions.
  minVariants: 150,
  draw: (d) => {
    const [a, b, c] = d.pick('triangle', TRIANGLES);
    const order = d.pick('order', [
      [a, b, c],
      [b, c, a],
      [c, a, b],
      [a, c, b],
    ]);
    return { sides: order, base: d.pick('base', [a, b, c]) };
  },
  answer: ({ sides, base }) => {
    const area = TRIANGLES.find(
      (t) => t.slice(0, 3).join() === [...sides].sort((p, q) => p - q).join(),
    )![3];
    return pair(area, new Fraction(2 * area, base));
  },
  verify: ({ sides, base }, answer) => {
    // Coordinates: put the base on the x-axis, find the third vertex and take the shoelace area.
    const [p, q, r] = sides as [number, number, number];
    const others = [p, q, r];
    others.splice(others.indexOf(base), 1);
    const [u, v] = others as [number, number];
    const x = (base * base + u * u - v * v) / (2 * base);
    const y = Math.sqrt(u * u - x * x);
    const area = Math.abs(base * y) / 2;
    const rounded = Math.round(area);
    if (Math.abs(area - rounded) > 1e-6) return `coordinates give area ${area}`;
    const expected = pair(rounded, new Fraction(2 * rounded, base));
    if (Math.abs(new Fraction(2 * rounded, base).valueOf() - y) > 1e-6)
      return `height by coordinates is ${y}`;
    return answer.tex === expected.tex ? true : `coordinates give ${expected.tex}`;
  },
  text: ({ sides, base }, language) => {
    const [a, b, c] = sides as [number, number, number];
    const s = (a + b + c) / 2;
    const factors = [s, s - a, s - b, s - c];
    const q = s * (s - a) * (s - b) * (s - c);
    const area = Math.round(Math.sqrt(q));
    const height = new Fraction(2 * area, base);
    // A fractional height that ends as a decimal is also given as one: 264/25 = 10.56.
    const terminates = /^[25]*$/.test(primeFactors(Number(height.d)).join(''));
    // Otherwise it is also given to two decimal places: 1008/29 ≈ 34.76.
    const hundredths = Math.round((200 * area) / base);
    const heightTex =
      Number(height.d) === 1
        ? fracTex(height)
        : terminates
          ? `${fracTex(height)} = ${fracDecimal(height)}`
          : `${fracTex(height)} \\approx ${decimal(hundredths, 2, true)}`;
    const half = `s = \\frac{${a} + ${b} + ${c}}{2} = \\frac{${a + b + c}}{2} = ${s}`;
    const diffs = `s - a = ${s - a},\\quad s - b = ${s - b},\\quad s - c = ${s - c}`;
    const root = `\\sqrt{s(s - a)(s - b)(s - c)} = \\sqrt{${product(factors)}} = \\sqrt{${primePowers(q)}}`;
    const value = primePowers(area) === `${area}` ? `${area}` : `${primePowers(area)} = ${area}`;
    const heightSolve = `\\frac{1}{2} \\times ${base} \\times h = ${area} \\Rightarrow h = \\frac{2 \\times ${area}}{${base}} = ${heightTex}`;
    const named = `a = ${a},\\ b = ${b},\\ c = ${c}`;
    return language === 'hi'
      ? {
          stem: `एक त्रिभुज की भुजाएँ $${a}$ cm, $${b}$ cm और $${c}$ cm हैं।\n\n(a) हीरोन के सूत्र का प्रयोग करके त्रिभुज का क्षेत्रफल ज्ञात कीजिए।\n\n(b) $${base}$ cm लंबी भुजा पर सम्मुख शीर्ष से डाले गए शीर्षलंब की लंबाई ज्ञात कीजिए।`,
          answer: `(a) $${area}$ cm² (b) $${heightTex}$ cm`,
          steps: [
            `मान लीजिए $${named}$। अर्धपरिमाप $${half}$ cm ${marks(1, language)}`,
            `$${diffs}$ ${marks(1, language)}`,
            `हीरोन के सूत्र से, क्षेत्रफल $= ${root}$ ${marks(1, language)}`,
            `$= ${value}$, अतः क्षेत्रफल $${area}$ cm² है। ${marks(1, language)}`,
            `(b) क्षेत्रफल $= \\frac{1}{2} \\times$ आधार $\\times$ ऊँचाई, अतः $${heightSolve}$ cm ${marks(1, language)}`,
          ],
        }
      : {
          stem: `The sides of a triangle are $${a}$ cm, $${b}$ cm and $${c}$ cm.\n\n(a) Find the area of the triangle using Heron's formula.\n\n(b) Find the length of the altitude drawn to the side of length $${base}$ cm.`,
          answer: `(a) $${area}$ cm² (b) $${heightTex}$ cm`,
          steps: [
            `Let $${named}$. The semi-perimeter is $${half}$ cm ${marks(1, language)}`,
            `$${diffs}$ ${marks(1, language)}`,
            `By Heron's formula, area $= ${root}$ ${marks(1, language)}`,
            `$= ${value}$, so the area is $${area}$ cm². ${marks(1, language)}`,
            `(b) Area $= \\frac{1}{2} \\times$ base $\\times$ height, so $${heightSolve}$ cm ${marks(1, language)}`,
          ],
        };
  },
  // The triangle drawn to scale: the base on the x-axis, its sides marked (alt text per language).
  figure: ({ sides }) => {
    const [a, b, c] = sides as [number, number, number];
    // A on the origin, B along the x-axis at distance c; C from |AC| = b and |BC| = a.
    const x = (b * b + c * c - a * a) / (2 * c);
    const y = Math.sqrt(b * b - x * x);
    return {
      alt: {
        en: `Triangle ABC with sides BC = ${a} cm, CA = ${b} cm and AB = ${c} cm.`,
        hi: `त्रिभुज ABC जिसकी भुजाएँ BC = ${a} cm, CA = ${b} cm और AB = ${c} cm हैं।`,
      },
      geometry: {
        points: { A: [0, 0], B: [c, 0], C: [x, y] },
        segments: [
          ['A', 'B'],
          ['B', 'C'],
          ['C', 'A'],
        ],
        lengths: [
          { ends: ['A', 'B'], label: `${c} cm` },
          { ends: ['B', 'C'], label: `${a} cm` },
          { ends: ['C', 'A'], label: `${b} cm` },
        ],
      },
    };
  },
  // The order the sides are listed in does not make a new question.
  fingerprint: ({ sides, base }) => `${[...sides].sort((p, q) => p - q).join(',')}|${base}`,
});
