import type { Paper } from '@common/schemas/paper';
import type { PdfWatermark } from '../../../integrations/pdf/pdf-renderer';
import { katexCss } from './katex-css';
import type { PdfLabels } from './labels';
import { paperCss } from './paper-styles';
import { escapeHtml, textHtml } from './text-html';

/** Who downloaded which paper: printed across every page and in every footer (traceable). */
export type Watermark = {
  fullName: string;
  email: string;
  paperId: string;
  paperTitle: string;
  /** The download date, YYYY-MM-DD. */
  date: string;
};

export const PRODUCT_NAME = 'Prashna';

/** The paper id's first 8 characters: enough to find the paper, short enough to print. */
export const shortId = (id: string) => id.slice(0, 8);

const shortTitle = (title: string) => (title.length > 60 ? `${title.slice(0, 57)}...` : title);

/**
 * The traceability line of every footer (plain text; the renderer escapes it). The title comes
 * last, so a long one is what wraps.
 */
export function footerNote(watermark: Watermark, labels: PdfLabels): string {
  return [
    PRODUCT_NAME,
    `${labels.downloadedBy} ${watermark.fullName} <${watermark.email}>`,
    watermark.date,
    `${labels.paper} ${shortId(watermark.paperId)}: ${shortTitle(watermark.paperTitle)}`,
  ].join(' · ');
}

/** The diagonal watermark: the product, the reader, the paper (a long title is shortened). */
export function watermarkLines(watermark: Watermark): PdfWatermark {
  return {
    brand: PRODUCT_NAME,
    lines: [
      `${watermark.fullName} · ${watermark.email}`,
      `${shortTitle(watermark.paperTitle)} · ${shortId(watermark.paperId)} · ${watermark.date}`,
    ],
  };
}

/** Board, title, class and subject, time, code and marks: the top of a board paper. */
export function headerHtml(paper: Paper, labels: PdfLabels, docKind?: string): string {
  return `<header class="paper-head">
<div class="board">${escapeHtml(paper.curriculumName)}</div>
<h1>${escapeHtml(paper.title)}</h1>
<div class="sub">${escapeHtml(labels.class(paper.class))} · ${escapeHtml(paper.subjectName)}</div>
${docKind ? `<div class="doc-kind">${escapeHtml(docKind)}</div>` : ''}
<div class="meta-row">
<span>${labels.timeAllowed} <span>${escapeHtml(labels.duration(paper.durationMinutes))}</span></span>
<span>${labels.paperCode} <span>${paper.seed}</span></span>
<span>${labels.maximumMarks} <span>${paper.totalMarks}</span></span>
</div>
</header>`;
}

/** The numbered general instructions (they may hold maths, e.g. "Use $\pi = 22/7$"). */
export function instructionsHtml(paper: Paper, labels: PdfLabels): string {
  if (paper.instructions.length === 0) return '';
  const items = paper.instructions.map((line) => `<li>${textHtml(line)}</li>`).join('');
  return `<section class="instructions"><h2>${labels.generalInstructions}</h2><ol>${items}</ol></section>`;
}

/** A whole printable document: the styles, then the body (the renderer adds the watermark). */
export function documentHtml(options: { labels: PdfLabels; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${options.labels.htmlLang}">
<head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>
<style>${katexCss()}</style><style>${paperCss}</style></head>
<body>
${options.body}
</body>
</html>`;
}
