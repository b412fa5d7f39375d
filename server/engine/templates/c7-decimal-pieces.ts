import Fraction from 'fraction.js';
import { defineTemplate } from '../template';
import { decimal } from '../tex';
import { marks } from './helpers';
import { FIRST_TEMPLATES } from './provenance';

/** Each object's wording: the whole piece it is cut from and what is asked. */
const OBJECTS = [
  {
    en: ['a ribbon', 'What length of ribbon is left?'],
    hi: ['लंबे एक फीते', 'कितना फीता बचा?'],
  },
  {
    en: ['a rope', 'What length of rope is left?'],
    hi: ['लंबी एक रस्सी', 'कितनी रस्सी बची?'],
  },
  {
    en: ['a wire', 'What length of wire is left?'],
    hi: ['लंबे एक तार', 'कितना तार बचा?'],
  },
  {
    en: ['a roll of cloth', 'How much cloth is left?'],
    hi: ['लंबे कपड़े के एक थान', 'कितना कपड़ा बचा?'],
  },
] as const;

/**
 * Class 7, A Peek Beyond the Point: what is left of a length after two pieces are cut off, with
 * the lengths in tenths and hundredths. Lengths are scaled integers (hundredths of a metre) and
 * built backwards from the two pieces and the remainder.
 */
export default defineTemplate({
  id: 'math.c7.decimals.pieces-cut-off',
  // Version 2: फीता for ribbon in Hindi.
  version: 2,
  provenance: FIRST_TEMPLATES,
  scope: [
    { curriculum: 'in-cbse', class: 7, subject: 'mathematics', chapter: 'a-peek-beyond-the-point' },
  ],
  type: 'short',
  difficulty: 'easy',
  marks: 2,
  competencies: ['apply'],
  tags: ['decimals', 'addition', 'subtraction'],
  minVariants: 300,
  draw: (d) => {
    // First piece in hundredths with a non-zero last digit, second piece in tenths.
    const first = d.int('first', 11, 89) * 10 + d.int('first-hundredths', 1, 9);
    const second = d.int('second', 11, 89) * 10;
    const cut = first + second;
    // The whole length in tenths, more than what is cut off.
    const whole = (Math.ceil(cut / 10) + d.int('extra', 1, 60)) * 10;
    return { whole, first, second, object: d.int('object', 0, OBJECTS.length - 1) };
  },
  answer: ({ whole, first, second }) => {
    const left = whole - first - second;
    return { tex: decimal(left, 2), exact: new Fraction(left, 100) };
  },
  verify: ({ whole, first, second }, answer) => {
    const left = whole / 100 - first / 100 - second / 100;
    const shown = Number(answer.tex);
    return Math.abs(shown - left) < 1e-9 && answer.exact?.valueOf() === shown
      ? true
      : `float check gives ${left}`;
  },
  text: ({ whole, first, second, object }, language) => {
    const cut = first + second;
    const left = whole - cut;
    const [w, f, s, c, l] = [whole, first, second, cut, left].map((x) => decimal(x, 2));
    const add = `${f} + ${decimal(second, 2, true)} = ${c}`;
    const subtract = `${decimal(whole, 2, true)} - ${decimal(cut, 2, true)} = ${l}`;
    const thing = OBJECTS[object]!;
    return language === 'hi'
      ? {
          stem: `$${w}$ m ${thing.hi[0]} में से $${f}$ m और $${s}$ m के दो टुकड़े काटे गए। ${thing.hi[1]}`,
          answer: `$${l}$ m`,
          steps: [
            `काटी गई कुल लंबाई $= ${add}$ m ${marks(1, language)}`,
            `बची हुई लंबाई $= ${subtract}$ m (दशमलव बिंदुओं को एक सीध में रखकर घटाइए) ${marks(1, language)}`,
          ],
        }
      : {
          stem: `Two pieces of $${f}$ m and $${s}$ m are cut from ${thing.en[0]} $${w}$ m long. ${thing.en[1]}`,
          answer: `$${l}$ m`,
          steps: [
            `Total length cut off $= ${add}$ m ${marks(1, language)}`,
            `Length left $= ${subtract}$ m (subtract with the decimal points in line) ${marks(1, language)}`,
          ],
        };
  },
  fingerprint: ({ whole, first, second, object }) => `${whole}|${first}|${second}|${object}`,
});
