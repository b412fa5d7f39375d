// npm run bench, issue 14: the figure kit and five board papers in a row from the real bank.
import { performance } from 'node:perf_hooks';
import { presetCapacity, presetsOffered } from '../server/services/papers/capacity';
import { loadContent } from '../server/content/content-store';
import { figuresOf } from '../server/content/figure-checks';
import { renderFigure } from '../server/figures/render-figure';

function summarise(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${name.padEnd(44)} n=${String(samples.length).padEnd(5)} p50 ${at(0.5).toFixed(3)} ms   p95 ${at(0.95).toFixed(3)} ms`,
  );
}

const content = loadContent();
const figures = content.questions.flatMap((q) => figuresOf(q).map(([, figure]) => figure));
for (const kind of ['geometry', 'chart', 'circuit', 'optics', 'svg'] as const) {
  const mine = figures.filter((f) => kind in f);
  if (mine.length === 0) continue;
  const samples: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const figure of mine) {
      const start = performance.now();
      renderFigure(figure, 'hi');
      samples.push(performance.now() - start);
    }
  summarise(`renderFigure (${kind}, ${mine.length} in the bank)`, samples);
}
for (const preset of presetsOffered(content)) {
  const start = performance.now();
  presetCapacity(content, preset);
  console.log(
    `${`five papers in a row, ${preset.id}`.padEnd(44)} ${(performance.now() - start).toFixed(0)} ms`,
  );
}
