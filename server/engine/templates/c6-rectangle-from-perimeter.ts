import { defineTemplate, type Value } from '../template';
import { marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

const OBJECTS = [
  { en: 'A rectangular park', hi: 'एक आयताकार पार्क', unit: 'm' },
  { en: 'A rectangular sheet of paper', hi: 'कागज़ की एक आयताकार शीट', unit: 'cm' },
  { en: 'A rectangular field', hi: 'एक आयताकार खेत', unit: 'm' },
  { en: 'A rectangular picture', hi: 'एक आयताकार चित्र', unit: 'cm' },
] as const;

const both = (breadth: number, area: number): Value => ({
  tex: `b = ${breadth},\\ \\text{area} = ${area}`,
});

/**
 * Class 6, Perimeter and Area: the breadth and area of a rectangle from its perimeter and length.
 * Built backwards from the length and breadth (a non-square rectangle).
 */
export default defineTemplate({
  id: 'math.c6.perimeter-area.rectangle-from-perimeter',
  // Version 2: a picture, not a table top a few centimetres long (and "मेज़ का ऊपरी भाग का").
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 6, subject: 'mathematics', chapter: 'perimeter-and-area' },
  ],
  type: 'short',
  difficulty: 'easy',
  marks: 2,
  competencies: ['apply'],
  tags: ['rectangle', 'perimeter', 'area'],
  minVariants: 300,
  draw: (d) => {
    const l = d.int('l', 6, 30);
    const b = d.int('b', 2, l - 1);
    return { l, b, object: d.int('object', 0, OBJECTS.length - 1) };
  },
  answer: ({ l, b }) => both(b, l * b),
  verify: ({ l, b, object }, answer) => {
    const perimeter = 2 * (l + b);
    // Walk the boundary: the breadth is what is left of the perimeter after two lengths, halved.
    let breadth = 0;
    while (2 * l + 2 * breadth < perimeter) breadth++;
    // Count unit squares row by row.
    let squares = 0;
    for (let row = 0; row < breadth; row++) for (let col = 0; col < l; col++) squares++;
    if (OBJECTS[object] === undefined) return 'no such object';
    return answer.tex === both(breadth, squares).tex
      ? true
      : `counting gives ${breadth} and ${squares}`;
  },
  text: ({ l, b, object }, language) => {
    const thing = OBJECTS[object]!;
    const u = thing.unit;
    const p = 2 * (l + b);
    const half = `l + b = \\frac{${p}}{2} = ${l + b}`;
    const breadth = `b = ${l + b} - ${l} = ${b}`;
    const area = `l \\times b = ${l} \\times ${b} = ${l * b}`;
    return language === 'hi'
      ? {
          stem: `${thing.hi} का परिमाप $${p}$ ${u} और लंबाई $${l}$ ${u} है। इसकी चौड़ाई और क्षेत्रफल ज्ञात कीजिए।`,
          answer: `चौड़ाई $= ${b}$ ${u}, क्षेत्रफल $= ${l * b}$ ${u}²`,
          steps: [
            `आयत का परिमाप $= 2(l + b)$, अतः $${half}$ और चौड़ाई $${breadth}$ ${u} है। ${marks(1, language)}`,
            `क्षेत्रफल $= ${area}$ ${u}² ${marks(1, language)}`,
          ],
        }
      : {
          stem: `${thing.en} has a perimeter of $${p}$ ${u} and a length of $${l}$ ${u}. Find its breadth and its area.`,
          answer: `Breadth $= ${b}$ ${u}, area $= ${l * b}$ ${u}²`,
          steps: [
            `The perimeter of a rectangle is $2(l + b)$, so $${half}$ and the breadth is $${breadth}$ ${u}. ${marks(1, language)}`,
            `Area $= ${area}$ ${u}² ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ l, b, object }) => `${l}|${b}|${object}`,
});
