import { splitMath } from '../math-text';

/**
 * One paragraph of question text as runs to print: plain text (bold where written **so**) and
 * formulas. The one inline rule of the screen and the PDF.
 */
export type InlineRun =
  | { kind: 'text'; text: string; bold: boolean }
  | {
      kind: 'math';
      tex: string;
      display: boolean;
      /** Punctuation right after an inline formula ("$5$."), kept on the formula's line. */
      after?: string;
    };

const STUCK = /^[.,;:!?)\]।]+/;
const BOLD = /(\*\*[^*]+\*\*)/;

function textRuns(text: string): InlineRun[] {
  return text
    .split(BOLD)
    .filter(Boolean)
    .map((chunk) =>
      /^\*\*[^*]+\*\*$/.test(chunk)
        ? { kind: 'text', text: chunk.slice(2, -2), bold: true }
        : { kind: 'text', text: chunk, bold: false },
    );
}

/**
 * A formula short enough to keep whole with its punctuation on the narrowest column (a phone's):
 * a longer one must stay free to break at its = and + signs.
 */
export const keepsWhole = (tex: string) => tex.length <= 24;

/** The runs of a paragraph; everything but **bold** and $maths$ stays literal text. */
export function inlineRuns(paragraph: string): InlineRun[] {
  const pieces = splitMath(paragraph);
  const runs: InlineRun[] = [];
  let carry = 0;
  pieces.forEach((piece, i) => {
    if (piece.kind === 'text') {
      runs.push(...textRuns(piece.value.slice(carry)));
      carry = 0;
      return;
    }
    const next = pieces[i + 1];
    const stuck = !piece.display && next?.kind === 'text' ? STUCK.exec(next.value)?.[0] : undefined;
    runs.push({
      kind: 'math',
      tex: piece.value,
      display: piece.display,
      ...(stuck ? { after: stuck } : {}),
    });
    carry = stuck?.length ?? 0;
  });
  return runs;
}
