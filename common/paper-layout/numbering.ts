import { roman } from './roman';

/**
 * How a paper numbers and marks what it prints, on screen and in the PDF alike, as a CBSE paper
 * does: questions "1.", options (a) (b) (c) (d), the parts of a case (i) (ii) (iii), and the
 * marks against a question "[2]" (the same in every language).
 */

/** The letter of the option at a 0-based index: 0 → "a", 25 → "z", 26 → "aa". */
export function optionLetter(index: number): string {
  let n = Math.max(0, Math.floor(index));
  let letters = '';
  do {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/** The label printed before an option: "(a)". */
export const optionLabel = (index: number) => `(${optionLetter(index)})`;

/** The label printed before a part of a question, from its 0-based index: "(i)", "(iv)". */
export const partLabel = (index: number) => `(${roman(index + 1)})`;

/** A question's number as printed: "12.". */
export const questionLabel = (number: number) => `${number}.`;

/** The marks printed against a question or a part: "[2]". */
export const marksLabel = (marks: number) => `[${marks}]`;
