import { describe, expect, it } from 'vitest';
import { OpticsSchema, FigureSchema, type FigureInput } from '@common/schemas/figure';
import { opticsImage } from './optics';
import { renderFigure } from './render-figure';

const draw = (figure: FigureInput, language: 'en' | 'hi' = 'en') =>
  renderFigure(FigureSchema.parse(figure), language);
const alt = { en: 'A figure for a test question.', hi: 'एक परीक्षण प्रश्न की आकृति।' };

describe('the figure kit', () => {
  it('draws geometry as vector: segments, named points, a right-angle mark, lengths', () => {
    const { svg, size } = draw({
      alt,
      geometry: {
        points: { A: [0, 6], B: [0, 0], C: [8, 0] },
        segments: [['A', 'B'], ['B', 'C'], { ends: ['C', 'A'], dashed: true }],
        angles: [{ at: 'B', from: 'A', to: 'C', right: true }],
        lengths: [{ ends: ['B', 'C'], label: '8 cm' }],
      },
    });
    expect(size).toBe('medium');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[-\d]+ [-\d]+ \d+ \d+" role="img"/,
    );
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(3);
    expect(svg).toContain('stroke-dasharray');
    for (const label of ['>A<', '>B<', '>C<', '>8 cm<']) expect(svg).toContain(label);
    expect(svg).toContain('<polyline'); // the right-angle square
    expect(svg).not.toMatch(/<image|<script|href=/);
  });

  it("names the figure by its alt text in the paper's language", () => {
    const figure: FigureInput = { alt, geometry: { points: { A: [0, 0], B: [1, 1] } } };
    expect(draw(figure).alt).toBe(alt.en);
    expect(draw(figure, 'hi').svg).toContain(`aria-label="${alt.hi}"`);
  });

  it('widens its box so that no label is cut off at an edge', () => {
    const { svg } = draw({
      alt,
      geometry: {
        points: { A: [0, 0], B: [10, 0] },
        segments: [['A', 'B']],
        texts: [{ at: [0, 1], text: 'a long label' }],
      },
    });
    const x = Number(svg.match(/viewBox="(-?\d+)/)![1]);
    expect(x).toBeLessThan(0);
  });

  it('draws bar graphs and histograms with one bar per value', () => {
    const bars = draw({
      alt,
      chart: { kind: 'bar', categories: ['P', 'Q', 'R'], values: [3, 7, 5], yLabel: 'Votes' },
    }).svg;
    expect(bars.match(/<polygon points="[^"]*" fill="#cfcfcf"/g)).toHaveLength(3);
    expect(bars).toContain('>Votes<');
    const histogram = draw({
      alt,
      chart: { kind: 'histogram', edges: [0, 10, 20, 30], values: [4, 9, 6] },
    }).svg;
    expect(histogram.match(/fill="#cfcfcf"/g)).toHaveLength(3);
    expect(() =>
      draw({ alt, chart: { kind: 'histogram', edges: [0, 10], values: [4, 9] } }),
    ).toThrow(/edges/);
  });

  it('draws circuits with the textbook symbols, and refuses parts with no room', () => {
    const { svg } = draw({
      alt,
      circuit: {
        nodes: { a: [0, 0], b: [4, 0], c: [4, 3], d: [0, 3] },
        parts: [
          { type: 'battery', between: ['a', 'd'], label: '6 V' },
          { type: 'resistor', between: ['a', 'b'], label: '3 Ω' },
          { type: 'ammeter', between: ['b', 'c'] },
          { type: 'switch-closed', between: ['c', 'd'] },
        ],
      },
    });
    for (const label of ['>6 V<', '>3 Ω<', '>A<']) expect(svg).toContain(label);
    expect(() =>
      draw({
        alt,
        circuit: {
          nodes: { a: [0, 0], b: [0.1, 0], c: [9, 9] },
          parts: [
            { type: 'bulb', between: ['a', 'b'] },
            { type: 'wire', between: ['b', 'c'] },
          ],
        },
      }),
    ).toThrow(/no room/);
  });

  it('places the image of a ray diagram where the lens and mirror formulas put it', () => {
    const convex = opticsImage(
      OpticsSchema.parse({
        element: 'convex-lens',
        focalLength: 10,
        objectDistance: 30,
        objectHeight: 4,
      }),
    );
    expect(convex.v).toBeCloseTo(15);
    expect(convex.height).toBeCloseTo(-2);
    expect(convex.real).toBe(true);
    const magnifier = opticsImage(
      OpticsSchema.parse({ element: 'convex-lens', focalLength: 10, objectDistance: 5 }),
    );
    expect(magnifier.v).toBeCloseTo(-10);
    expect(magnifier.real).toBe(false);
    const mirror = opticsImage(
      OpticsSchema.parse({
        element: 'concave-mirror',
        focalLength: 10,
        objectDistance: 30,
        objectHeight: 3,
      }),
    );
    expect(mirror.v).toBeCloseTo(-15);
    expect(mirror.height).toBeCloseTo(-1.5);
    expect(mirror.real).toBe(true);
    const convexMirror = opticsImage(
      OpticsSchema.parse({ element: 'convex-mirror', focalLength: 10, objectDistance: 10 }),
    );
    expect(convexMirror.v).toBeCloseTo(5);
    expect(convexMirror.real).toBe(false);
    const drawn = draw({
      alt,
      size: 'wide',
      optics: { element: 'concave-lens', focalLength: 10, objectDistance: 20 },
    }).svg;
    for (const label of ['>F₁<', '>F₂<', '>O<']) expect(drawn).toContain(label);
    expect(drawn).toContain('stroke-dasharray'); // the virtual image and the rays traced back to it
  });
});

describe('axes', () => {
  it('name the axes, scale a graph to a 4:3 box, and leave out O beside negative ticks', () => {
    const graph = renderFigure(
      FigureSchema.parse({
        alt,
        geometry: {
          axes: { x: [0, 10], y: [0, 40], graph: true, every: 10, labels: ['t (s)', 'v (m/s)'] },
          points: {},
          curves: [
            {
              through: [
                [0, 5],
                [8, 35],
              ],
            },
          ],
        },
      }),
      'en',
    ).svg;
    expect(graph).toContain('>t (s)<');
    expect(graph).toContain('>v (m/s)<');
    expect(graph).not.toContain('>x<');
    const [, , w, h] = graph
      .match(/viewBox="(-?\d+) (-?\d+) (\d+) (\d+)"/)!
      .slice(1)
      .map(Number);
    expect(h! / w!).toBeGreaterThan(0.6);
    expect(h! / w!).toBeLessThan(1);
    const plane = renderFigure(
      FigureSchema.parse({ alt, geometry: { axes: { x: [-3, 3], y: [-3, 3] }, points: {} } }),
      'en',
    ).svg;
    expect(plane).toContain('>x<');
    expect(plane).not.toContain('>O<');
  });
});
