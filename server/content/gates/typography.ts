import type { BankQuestion } from '@common/schemas/question';
import { collectStrings } from '../texts';

/**
 * A doubled single quote outside math: YAML writes an apostrophe as '' only inside a single-quoted
 * string, so one left in a block of text prints as two ("Rekha''s"), as an audit found (issue 15).
 */
export function doubledQuotes(question: BankQuestion): string[] {
  const texts = [
    ...collectStrings(question.en),
    ...(question.hi ? collectStrings(question.hi) : []),
  ];
  return texts
    .filter((text) => text.replace(/\$[^$]*\$/g, ' ').includes("''"))
    .map((text) => `${question.id}: a doubled quote ('') prints as two: "${text.slice(0, 60)}"`);
}
