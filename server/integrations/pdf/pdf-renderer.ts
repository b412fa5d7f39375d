/** A diagonal watermark on every page: a big word and a few small lines under it. */
export type PdfWatermark = { brand: string; lines: string[] };

/** What goes around every printed page, beside the document's own HTML. */
export type PdfPageOptions = {
  /** Plain text printed small in every page's footer, left of "Page X of Y" (the traceability line). */
  footerNote?: string;
  /** The words around the page numbers, in the document's language; "Page" and "of" by default. */
  pageLabels?: { page: string; of: string };
  /** Printed light and diagonal behind the text of every page, as a picture. */
  watermark?: PdfWatermark;
};

/** Turns an HTML document into an A4 PDF; the Chromium renderer is the default. */
export interface PdfRenderer {
  render(html: string, options?: PdfPageOptions): Promise<Buffer>;
  /** Frees the engine (the browser); a later render starts it again. */
  close(): Promise<void>;
}
