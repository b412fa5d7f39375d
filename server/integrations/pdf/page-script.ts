import type { PdfPageOptions } from './pdf-renderer';

/** What the page script needs: the new body (or none after setContent), the @page CSS, the watermark. */
export type PageScriptInput = {
  document?: { title: string; lang: string; body: string };
  pageCss: string;
  watermark?: PdfPageOptions['watermark'];
};

const FONTS =
  "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'Noto Sans Bengali', 'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', 'Noto Sans Gujarati', 'Noto Sans Gurmukhi', sans-serif";

const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;

/**
 * A4 with the footer in the page margin: the note at the left, "Page X of Y" at the right.
 * CSS margin boxes (Chromium 131+) rather than page.pdf's footerTemplate: the same text, but
 * ~40 ms less per PDF, as the template is a separate document laid out for every page.
 */
export function pageCss({
  footerNote = '',
  pageLabels = { page: 'Page', of: 'of' },
}: PdfPageOptions) {
  const box = `font-family: ${FONTS}; font-size: 6.5pt; color: #555; vertical-align: middle;`;
  return `@page { size: A4; margin: 14mm 14mm 16mm;
  @bottom-left { content: ${cssString(footerNote)}; ${box} }
  @bottom-right { content: ${cssString(`${pageLabels.page} `)} counter(page) ${cssString(` ${pageLabels.of} `)} counter(pages); ${box} white-space: nowrap; } }`;
}

/**
 * Browser-side source (a string, so no bundler helper can leak into it), run once per PDF in one
 * round trip: put the new body in, set the @page rules, draw the watermark, wait for the fonts.
 *
 * The watermark is a picture on a canvas, pinned behind the text of every printed page
 * (position: fixed). Diagonal text would be read by pdftotext, copy and paste and screen readers
 * in the middle of the questions; the footer carries the same facts as text. JPEG on white:
 * Chromium embeds it as it is, where a transparent PNG costs ~20 ms more per PDF to re-encode.
 */
export const PAGE_SCRIPT = `async (input) => {
  if (input.document) {
    const decoder = document.createElement('textarea'); // the title arrives HTML-escaped
    decoder.innerHTML = input.document.title;
    document.title = decoder.value;
    document.documentElement.lang = input.document.lang;
    document.body.innerHTML = input.document.body;
  }
  let style = document.getElementById('pdf-page');
  if (!style) {
    style = document.createElement('style');
    style.id = 'pdf-page';
    document.head.append(style);
  }
  style.textContent = input.pageCss;
  if (input.watermark) {
    const scale = 2; // canvas pixels per CSS point: 144 dpi, sharp enough for light grey letters
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    const rows = [{ text: input.watermark.brand, size: 54, weight: 700 }].concat(
      input.watermark.lines.map((text) => ({ text, size: 15, weight: 600 })),
    );
    const fontOf = (row) => row.weight + ' ' + row.size * scale + 'px ' + ${JSON.stringify(FONTS)};
    let width = 0;
    for (const row of rows) {
      ctx.font = fontOf(row);
      width = Math.max(width, ctx.measureText(row.text).width);
    }
    const heights = rows.map((row) => row.size * scale * 1.3);
    canvas.width = Math.ceil(width + 20 * scale);
    canvas.height = Math.ceil(heights.reduce((a, b) => a + b, 0) + 10 * scale);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#ebebeb'; // quiet: light behind the text, not in the way of reading it
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    let y = 5 * scale;
    rows.forEach((row, i) => {
      ctx.font = fontOf(row);
      ctx.fillText(row.text, canvas.width / 2, y + heights[i] / 2);
      y += heights[i];
    });
    const img = document.createElement('img');
    img.alt = '';
    img.src = canvas.toDataURL('image/jpeg', 0.85);
    img.setAttribute(
      'style',
      'position:fixed;top:50%;left:50%;z-index:-1;max-width:235mm;width:' + canvas.width / scale +
        'pt;transform:translate(-50%,-50%) rotate(-38deg);pointer-events:none',
    );
    document.body.prepend(img);
    await img.decode();
  }
  await document.fonts.ready;
}`;
