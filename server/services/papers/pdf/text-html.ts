import katex from 'katex';
import { splitMath, textBlocks } from '@common/math-text';

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

/** Plain text with **bold**, escaped; everything else stays literal. */
function inlineText(text: string): string {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((chunk) =>
      /^\*\*[^*]+\*\*$/.test(chunk)
        ? `<strong>${escapeHtml(chunk.slice(2, -2))}</strong>`
        : escapeHtml(chunk),
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

function table(rows: string[][]): string {
  const [head = [], ...body] = rows;
  const headHtml = head.map((cell) => `<th>${inline(cell)}</th>`).join('');
  const bodyHtml = body
    .map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="md-table"><thead><tr>${headHtml}</tr></thead><tbody>${bodyHtml}</tbody></table>`;
}

/**
 * Question text as stored (Markdown paragraphs, LaTeX between $...$, simple tables) to HTML,
 * by the same rules as the screen's MathText; never throws on a bad formula.
 */
export function textHtml(text: string): string {
  return textBlocks(text)
    .map((block) => (block.kind === 'table' ? table(block.rows) : `<p>${inline(block.text)}</p>`))
    .join('');
}
