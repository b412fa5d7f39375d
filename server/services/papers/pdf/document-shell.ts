import type { PaperWords } from '@common/paper-layout/paper-words';
import type { Paper } from '@common/schemas/paper';
import type { PdfWatermark } from '../../../integrations/pdf/pdf-renderer';
import { katexCss } from './katex-css';
import { paperCss } from './paper-styles';
import { escapeHtml, textHtml } from './text-html';

/** Which paper, downloaded by whom and when: the quiet mark on every page (issue 12). */
export type Watermark = {
  paperId: string;
  /** The downloading user's id: the code names them without printing who they are. */
  userId: string;
  /** The download date, in the paper's language. */
  date: string;
};

export const PRODUCT_NAME = 'Prashna';

/** The paper id's first 8 characters: enough to find the paper, short enough to print. */
export const shortId = (id: string) => id.slice(0, 8);

/**
 * A short code that identifies the paper and its downloader ("7BCF1DC4-9A3E": the start of each
 * id), so a leaked paper can be traced by the site without printing a teacher's name or e-mail
 * address on every page a class receives.
 */
export const traceCode = (watermark: Watermark) =>
  `${shortId(watermark.paperId)}-${watermark.userId.slice(0, 4)}`.toUpperCase();

/** The footer's left part on every page: product, trace code and date (plain text). */
export function footerNote(watermark: Watermark): string {
  return [PRODUCT_NAME, traceCode(watermark), watermark.date].join(' · ');
}

/** The light diagonal mark: the product and the trace code. */
export function watermarkLines(watermark: Watermark): PdfWatermark {
  return { brand: PRODUCT_NAME, lines: [traceCode(watermark)] };
}

/**
 * The top of a board paper: the school and the exam when given, then board, title, class and
 * subject, time, code and marks.
 */
export function headerHtml(paper: Paper, words: PaperWords, docKind?: string): string {
  const school = paper.schoolName
    ? `<div class="school">${escapeHtml(paper.schoolName)}</div>`
    : '';
  const exam = paper.examName ? `<div class="exam">${escapeHtml(paper.examName)}</div>` : '';
  return `<header class="paper-head">
${school}${exam}<div class="board">${escapeHtml(paper.curriculumName)}</div>
<h1>${escapeHtml(paper.title)}</h1>
<div class="sub">${escapeHtml(words.class(paper.class))} · ${escapeHtml(paper.subjectName)}</div>
${docKind ? `<div class="doc-kind">${escapeHtml(docKind)}</div>` : ''}
<div class="meta-row">
<span>${words.timeAllowed} <span>${escapeHtml(words.duration(paper.durationMinutes))}</span></span>
${paper.swaps ? '' : `<span>${words.paperCode} <span>${paper.seed}</span></span>`}
<span>${words.maximumMarks} <span>${paper.totalMarks}</span></span>
</div>
</header>`;
}

/** The boxes a student fills in before writing: name, roll number and section. */
export function studentBoxHtml(words: PaperWords): string {
  const { name, roll, section } = words.student;
  return `<table class="student-box"><tr><td class="wide">${escapeHtml(name)}:</td><td>${escapeHtml(roll)}:</td><td>${escapeHtml(section)}:</td></tr></table>`;
}

/** The numbered general instructions (they may hold maths, e.g. "Use $\pi = 22/7$"). */
export function instructionsHtml(paper: Paper, words: PaperWords): string {
  if (paper.instructions.length === 0) return '';
  const items = paper.instructions.map((line) => `<li>${textHtml(line)}</li>`).join('');
  return `<section class="instructions"><h2>${words.generalInstructions}</h2><ol>${items}</ol></section>`;
}

/** A whole printable document: the styles, then the body (the renderer adds the watermark). */
export function documentHtml(options: { words: PaperWords; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${options.words.lang}">
<head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>
<style>${katexCss()}</style><style>${paperCss}</style></head>
<body>
${options.body}
</body>
</html>`;
}
