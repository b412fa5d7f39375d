import { isTableRow, tableRows } from './paper-layout/markdown-table';

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

/** A block of question text: a paragraph, or a simple Markdown table (header, rule, rows). */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'table'; rows: string[][] };

/**
 * Question text as its blocks: paragraphs are separated by a blank line, and a block whose every
 * line is a |row| is a table. A line break inside a paragraph is not a new line: it reads as a
 * space, so text flows to the width of a phone or a printed column (issue 12). The one rule both
 * renderers (screen and PDF) and the content checks follow.
 */
export function textBlocks(source: string): TextBlock[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): TextBlock => {
      const lines = block.split('\n');
      if (lines.every(isTableRow)) return { kind: 'table', rows: tableRows(lines) };
      return { kind: 'paragraph', text: lines.map((line) => line.trim()).join(' ') };
    });
}

/** The paragraphs of a text that hold a hard line break: the content check refuses them. */
export function hardLineBreaks(source: string): string[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => {
      const lines = block.trim().split('\n');
      return lines.length > 1 && !lines.every(isTableRow);
    });
}
