import { defineTemplate, type Value } from '../template';
import Fraction from 'fraction.js';
import { fracTex, polynomial, signed } from '../tex';
import { gcd, marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

const dims = (breadth: number, length: number): Value => ({
  tex: `b = ${breadth},\\ l = ${length}`,
});

/**
 * Class 10, Quadratic Equations: the sides of a rectangular plot whose length is m times its
 * breadth plus d metres, from its area. Built backwards from the breadth b: the equation
 * x(mx + d) = A has the roots b and -(mb + d)/m, and the negative one is rejected.
 */
export default defineTemplate({
  id: 'math.c10.quadratic.rectangle-plot',
  // Version 2: no common factor left in the equation (m and d coprime). Version 3: the NCERT
  // plot and hall left out.
  version: 3,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 10, subject: 'mathematics', chapter: 'quadratic-equations' },
  ],
  type: 'long',
  difficulty: 'hard',
  marks: 5,
  competencies: ['apply', 'analyse'],
  tags: ['quadratic-equations', 'factorisation', 'word-problem'],
  minVariants: 300,
  draw: (d) => {
    const m = d.pick('m', [1, 2, 3]);
    const b = d.int('b', 5, 40);
    // For m = 1 the length is longer by d; for m = 2, 3 it may also be d less than mb.
    const dd = m === 1 ? d.int('d', 2, 20) : d.int('d', -Math.min(9, b - 1), 15, [0]);
    return { m, b, d: dd };
  },
  constraints: [
    // The equation m x² + d x − b(mb + d) = 0 has a common factor exactly when m and d share one.
    { id: 'no-common-factor', ok: ({ m, d }) => gcd(m, Math.abs(d)) === 1 },
    // The NCERT plot of 528 m² and hall of 300 m² (length one more than twice the breadth).
    { id: 'not-ncert-data', ok: ({ m, b, d }) => !(m === 2 && d === 1 && (b === 16 || b === 12)) },
  ],
  answer: ({ m, b, d }) => dims(b, m * b + d),
  verify: ({ m, b, d }, answer) => {
    // Quadratic formula in floating point on m x^2 + d x - A = 0.
    const area = b * (m * b + d);
    const disc = d * d + 4 * m * area;
    const root = (-d + Math.sqrt(disc)) / (2 * m);
    const other = (-d - Math.sqrt(disc)) / (2 * m);
    if (other >= 0) return 'both roots are non-negative';
    const breadth = Math.round(root);
    if (Math.abs(root - breadth) > 1e-9) return `formula gives ${root}`;
    return answer.tex === dims(breadth, m * breadth + d).tex ? true : `formula gives ${breadth}`;
  },
  text: ({ m, b, d }, language) => {
    const l = m * b + d;
    const area = b * l;
    const lengthExpr = polynomial([
      [m, 1],
      [d, 0],
    ]);
    const equation = polynomial([
      [m, 2],
      [d, 1],
      [-area, 0],
    ]);
    // Split dx as (mb + d)x - mbx: x(mx + mb + d) - b(mx + mb + d).
    const inner = polynomial([
      [m, 1],
      [l, 0],
    ]);
    const split = polynomial([
      [m, 2],
      [l, 1],
      [-m * b, 1],
      [-area, 0],
    ]);
    const grouped = `x(${inner}) - ${b}(${inner})`;
    const negative = fracTex(new Fraction(-l, m));
    const lengthAt = `${m === 1 ? b : `${m} \\times ${b}`} ${signed(d)}`;
    const hi = language === 'hi';
    const relation = hi
      ? m === 1
        ? `अपनी चौड़ाई से $${d}$ m अधिक`
        : `अपनी चौड़ाई के ${m === 2 ? 'दुगुने' : 'तिगुने'} से $${Math.abs(d)}$ m ${d > 0 ? 'अधिक' : 'कम'}`
      : m === 1
        ? `$${d}$ m more than its breadth`
        : `$${Math.abs(d)}$ m ${d > 0 ? 'more' : 'less'} than ${m === 2 ? 'twice' : 'three times'} its breadth`;
    const formed = `x(${lengthExpr}) = ${area}`;
    const check = `${b} \\times ${l} = ${area}`;
    const roots = `x = ${b}$ ${hi ? 'या' : 'or'} $x = ${negative}`;
    return hi
      ? {
          stem: `एक आयताकार भूखंड की लंबाई ${relation} है। भूखंड का क्षेत्रफल $${area}$ m² है। भूखंड की लंबाई और चौड़ाई ज्ञात कीजिए।`,
          answer: `चौड़ाई $= ${b}$ m, लंबाई $= ${l}$ m`,
          steps: [
            `मान लीजिए चौड़ाई $x$ m है। तब लंबाई $(${lengthExpr})$ m है और क्षेत्रफल से $${formed}$ ${marks(1, language)}`,
            `अतः द्विघात समीकरण $${equation} = 0$ है। ${marks(1, language)}`,
            `मध्य पद को विभक्त करके: $${split} = 0 \\Rightarrow ${grouped} = 0 \\Rightarrow (x - ${b})(${inner}) = 0$ ${marks(1, language)}`,
            `अतः $${roots}$। चौड़ाई ऋणात्मक नहीं हो सकती, इसलिए $x = ${b}$ है। ${marks(1, language)}`,
            `चौड़ाई $= ${b}$ m और लंबाई $= ${lengthAt} = ${l}$ m। जाँच: $${check}$ ✓ ${marks(1, language)}`,
          ],
        }
      : {
          stem: `The length of a rectangular plot is ${relation}. The area of the plot is $${area}$ m². Find the length and the breadth of the plot.`,
          answer: `Breadth $= ${b}$ m, length $= ${l}$ m`,
          steps: [
            `Let the breadth be $x$ m. Then the length is $(${lengthExpr})$ m and the area gives $${formed}$ ${marks(1, language)}`,
            `So the quadratic equation is $${equation} = 0$. ${marks(1, language)}`,
            `Splitting the middle term: $${split} = 0 \\Rightarrow ${grouped} = 0 \\Rightarrow (x - ${b})(${inner}) = 0$ ${marks(1, language)}`,
            `So $${roots}$. A breadth cannot be negative, so $x = ${b}$. ${marks(1, language)}`,
            `Breadth $= ${b}$ m and length $= ${lengthAt} = ${l}$ m. Check: $${check}$ ✓ ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ m, b, d }) => `${m}|${b}|${d}`,
});
