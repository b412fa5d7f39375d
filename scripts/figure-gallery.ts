/**
 * Draws every figure of the bank (or of the questions whose id starts with a prefix) into one
 * HTML page at print size, for a writer or reviewer to look at:
 * `npx tsx scripts/figure-gallery.ts c10-sci-light > /tmp/gallery.html`, then open it or
 * `chromium --headless --screenshot=/tmp/gallery.png --window-size=1300,3000 file:///tmp/gallery.html`.
 */
import { FIGURE_WIDTH } from '../common/paper-layout/figure-size';
import { readBank } from '../server/content/bank';
import { readCatalog } from '../server/content/catalog';
import { figuresOf } from '../server/content/figure-checks';
import { renderFigure } from '../server/figures/render-figure';

const prefix = process.argv[2] ?? '';
const language = process.argv[3] === 'hi' ? 'hi' : 'en';
const { questions } = readBank(readCatalog());
const cells: string[] = [];
for (const q of questions) {
  if (!q.id.startsWith(prefix) || !q.figures) continue;
  const body = q[language] ?? q.en;
  const text = 'stem' in body ? body.stem : 'passage' in body ? body.passage : body.assertion;
  for (const [where, figure] of figuresOf(q)) {
    let drawn: string;
    try {
      drawn = renderFigure(figure, language).svg;
    } catch (error) {
      drawn = `<p style="color:red">${(error as Error).message}</p>`;
    }
    const width = where.startsWith('option') ? FIGURE_WIDTH.small : FIGURE_WIDTH[figure.size];
    cells.push(
      `<div class="cell"><b>${q.id}</b> (${where})<p class="text">${text.slice(0, 300).replace(/</g, '&lt;')}</p>` +
        `<figure style="width:${width};margin:0">${drawn}</figure></div>`,
    );
  }
}
console.log(
  `<!doctype html><meta charset="utf-8"><style>body{font-family:'Noto Sans',sans-serif;font-size:12px}` +
    `.cell{display:inline-block;vertical-align:top;width:11.5cm;margin:6px;padding:6px;border:1px solid #ddd}` +
    `.text{color:#444;margin:4px 0}figure svg{width:100%;height:auto;display:block}</style>` +
    `<p>${cells.length} figures</p>${cells.join('')}`,
);
