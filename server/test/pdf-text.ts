import { execFileSync } from 'node:child_process';
import { splitMath } from '@common/math-text';

/** The PDF's text layer as poppler reads it, one entry per page, whitespace collapsed. */
export function pdfPages(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  return text
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A few words of a question text that carry no maths (KaTeX's layout splits formulas). */
export function words(text: string, count = 4): string {
  const plain = splitMath(text)
    .filter((piece) => piece.kind === 'text')
    .map((piece) => piece.value.replace(/\*\*/g, '').trim())
    .find((value) => value.split(/\s+/).length >= count);
  return (plain ?? '').split(/\s+/).slice(0, count).join(' ');
}
