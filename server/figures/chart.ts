import type { Chart } from '@common/schemas/figure';
import { arrowHead, dot, line, polygon, polyline, SHADE, text, type P } from './svg';

/** A step for the value axis that gives 4 to 8 ticks: 1, 2, 5 × 10ⁿ. */
function niceStep(max: number): number {
  const raw = max / 6;
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** Draws a bar graph, a histogram or a line graph with labelled axes. */
export function drawChart(chart: Chart, width: number): { body: string[]; height: number } {
  const n = chart.values.length;
  if (chart.kind === 'histogram') {
    if (!chart.edges || chart.edges.length !== n + 1)
      throw new Error('a histogram needs edges, one more than its values');
  } else if (!chart.categories || chart.categories.length !== n) {
    throw new Error('a bar or line graph needs one category per value');
  }
  const step = chart.yStep ?? niceStep(Math.max(...chart.values));
  const top = Math.ceil(Math.max(...chart.values) / step) * step || step;
  const left = 44;
  const right = width - 14;
  const height = Math.round(width * 0.72);
  const bottom = height - (chart.xLabel ? 38 : 24);
  const upper = chart.yLabel ? 26 : 12;
  const y = (v: number) => bottom - ((bottom - upper) * v) / top;
  const body: string[] = [];
  for (let v = 0; v <= top + 1e-9; v += step) {
    body.push(line([left, y(v)], [right, y(v)], { width: 0.5, colour: '#c8c8c8' }));
    body.push(text([left - 5, y(v)], String(Math.round(v * 1000) / 1000), 'end', 10));
  }
  const slot = (right - left) / n;
  if (chart.kind === 'histogram') {
    chart.values.forEach((v, i) => {
      const x0 = left + i * slot;
      body.push(
        polygon(
          [
            [x0, bottom],
            [x0, y(v)],
            [x0 + slot, y(v)],
            [x0 + slot, bottom],
          ],
          SHADE,
        ),
      );
    });
    chart.edges!.forEach((e, i) =>
      body.push(text([left + i * slot, bottom + 11], String(e), 'middle', 10)),
    );
  } else if (chart.kind === 'bar') {
    chart.values.forEach((v, i) => {
      const x0 = left + i * slot + slot * 0.2;
      const x1 = left + (i + 1) * slot - slot * 0.2;
      body.push(
        polygon(
          [
            [x0, bottom],
            [x0, y(v)],
            [x1, y(v)],
            [x1, bottom],
          ],
          SHADE,
        ),
      );
      body.push(text([left + (i + 0.5) * slot, bottom + 11], chart.categories![i]!, 'middle', 10));
    });
  } else {
    const points: P[] = chart.values.map((v, i) => [left + (i + 0.5) * slot, y(v)]);
    body.push(polyline(points));
    points.forEach((p, i) => {
      body.push(dot(p, 2.6));
      body.push(text([p[0], bottom + 11], chart.categories![i]!, 'middle', 10));
    });
  }
  body.push(
    line([left, bottom], [right + 6, bottom], { width: 1.1 }),
    arrowHead([left, bottom], [right + 8, bottom], 7),
  );
  body.push(
    line([left, bottom], [left, upper - 8], { width: 1.1 }),
    arrowHead([left, bottom], [left, upper - 10], 7),
  );
  if (chart.xLabel) body.push(text([(left + right) / 2, height - 10], chart.xLabel, 'middle', 11));
  if (chart.yLabel) body.push(text([left - 30, 10], chart.yLabel, 'start', 11));
  return { body, height };
}
