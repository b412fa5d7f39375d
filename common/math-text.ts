/**
 * Splits question text (Markdown with LaTeX between `$...$` or `$$...$$`) into text and math
 * pieces, the one rule both the renderer and the content checks follow.
 */
export type TextPiece =
  { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

const MATH = /\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g;

export function splitMath(source: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of source.matchAll(MATH)) {
    if (match.index > last) pieces.push({ kind: 'text', value: source.slice(last, match.index) });
    const display = match[1] !== undefined;
    pieces.push({ kind: 'math', value: (match[1] ?? match[2] ?? '').trim(), display });
    last = match.index + match[0].length;
  }
  if (last < source.length) pieces.push({ kind: 'text', value: source.slice(last) });
  return pieces;
}

/** The math fragments of a text, for checks. */
export function mathFragments(source: string): string[] {
  return splitMath(source).flatMap((piece) => (piece.kind === 'math' ? [piece.value] : []));
}
