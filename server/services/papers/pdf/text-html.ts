import katex from 'katex';
import { textBlocks } from '@common/math-text';
import { inlineRuns } from '@common/paper-layout/inline-text';

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

/** A paragraph's runs (common/paper-layout/inline-text): text escaped, **bold**, formulas. */
function inline(text: string): string {
  return inlineRuns(text)
    .map((run) => {
      if (run.kind === 'text')
        return run.bold ? `<strong>${escapeHtml(run.text)}</strong>` : escapeHtml(run.text);
      const tex = renderTex(run.tex, run.display);
      // A full stop or comma right after a formula stays on its line: on A4 even a long formula
      // fits a line, so it moves whole rather than leave its full stop alone (the screen, as
      // narrow as a phone, keeps only short ones whole: keepsWhole).
      return run.after ? `<span class="nobr">${tex}${escapeHtml(run.after)}</span>` : tex;
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
