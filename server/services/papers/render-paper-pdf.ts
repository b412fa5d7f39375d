import { formatDate } from '@common/format';
import { paperWords } from '@common/paper-layout/paper-words';
import type { Paper } from '@common/schemas/paper';
import type { PaperPdfKind } from '@common/schemas/paper-pdf';
import type { PdfRenderer } from '../../integrations/pdf/pdf-renderer';
import { footerNote, watermarkLines, type Watermark } from './pdf/document-shell';
import { paperHtml } from './pdf/paper-html';

export type RenderPaperPdfOptions = {
  pdf: PdfRenderer;
  paper: Paper;
  kind: PaperPdfKind;
  /** The signed-in user downloading it: the trace code on every page names them. */
  reader: { id: string };
  now: Date;
};

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/** "mathematics-class-10-practice-paper"; a title in another script gives "mathematics-class-10". */
export function titleSlug(paper: Pick<Paper, 'title' | 'subject' | 'class'>): string {
  const slug = slugify(paper.title);
  return /[a-z]{3}/.test(slug) ? slug : slugify(`${paper.subject} class ${paper.class}`);
}

/** A paper or its answer key as a watermarked A4 PDF, with the file name to save it under. */
export async function renderPaperPdf({ pdf, paper, kind, reader, now }: RenderPaperPdfOptions) {
  const words = paperWords(paper.language);
  const watermark: Watermark = {
    paperId: paper.id,
    userId: reader.id,
    date: formatDate(now.toISOString(), paper.language),
  };
  const buffer = await pdf.render(paperHtml({ paper, kind }), {
    watermark: watermarkLines(watermark),
    footerNote: footerNote(watermark),
    pageLabels: { page: words.page, of: words.of },
  });
  const filename = `${titleSlug(paper)}-${kind === 'paper' ? 'paper' : 'answer-key'}.pdf`;
  return { pdf: buffer, filename };
}
