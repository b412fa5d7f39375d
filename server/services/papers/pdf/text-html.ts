import katex from 'katex';
import { splitMath } from '@common/math-text';

/** Escapes text for HTML content and attribute values: question text can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Half of a paper's formulas are a bare number or letter ($7$, $x$). KaTeX wraps each in five
// boxes; printed in KaTeX's own fonts they look the same from one span, and every box saved is
// layout Chromium does not do per PDF.
const NUMBER = /^\d+(\.\d+)?$/;
const LETTER = /^[a-zA-Z]$/;

function renderTex(tex: string, display: boolean): string {
  if (!display && NUMBER.test(tex)) return `<span class="katex">${tex}</span>`;
  if (!display && LETTER.test(tex))
    return `<span class="katex"><span class="mathnormal">${tex}</span></span>`;
  // trust: false, so no \href, \htmlStyle or raw HTML reaches the page from the source.
  const html = katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'html',
    trust: false,
    strict: 'ignore',
  });
  return display ? `<div class="math-display">${html}</div>` : html;
}

/** Plain text with **bold** and line breaks, escaped; everything else stays literal. */
function inlineText(text: string): string {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((chunk) =>
      /^\*\*[^*]+\*\*$/.test(chunk)
        ? `<strong>${escapeHtml(chunk.slice(2, -2))}</strong>`
        : escapeHtml(chunk).replace(/\n/g, '<br>'),
    )
    .join('');
}

function inline(text: string): string {
  const pieces = splitMath(text);
  return pieces
    .map((piece, i) => {
      if (piece.kind === 'text') return inlineText(piece.value);
      if (piece.display) return renderTex(piece.value, true);
      // A full stop or comma right after a formula stays on its line.
      const next = pieces[i + 1];
      const stuck = next?.kind === 'text' ? /^[.,;:!?)\]।]+/.exec(next.value)?.[0] : undefined;
      if (!stuck || !next) return renderTex(piece.value, false);
      next.value = next.value.slice(stuck.length);
      return `<span class="nobr">${renderTex(piece.value, false)}${escapeHtml(stuck)}</span>`;
    })
    .join('');
}

const isTable = (block: string) => block.split('\n').every((line) => /^\s*\|.*\|\s*$/.test(line));
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function table(block: string): string {
  const [head, , ...rows] = block.trim().split('\n');
  const headHtml = cells(head ?? '')
    .map((cell) => `<th>${inline(cell)}</th>`)
    .join('');
  const bodyHtml = rows
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((cell) => `<td>${inline(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<table class="md-table"><thead><tr>${headHtml}</tr></thead><tbody>${bodyHtml}</tbody></table>`;
}

/**
 * Joins the bank's hard-wrapped lines ("a point\nof the circle"): a line break between a word
 * and a lower-case word is a wrap, not a new line; the print column is narrower than the source's.
 */
function unwrap(block: string): string {
  return block.replace(/([\p{L}\p{M},])\n(?=\p{Ll})/gu, '$1 ');
}

/**
 * Question text as stored (Markdown paragraphs, LaTeX between $...$, simple tables) to HTML,
 * by the same rules as the screen's MathText; never throws on a bad formula.
 */
export function textHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .map((block) => (isTable(block) ? table(block) : `<p>${inline(unwrap(block))}</p>`))
    .join('');
}
