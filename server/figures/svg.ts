/**
 * The drawing kit's primitives: SVG elements as strings, in the figure's pixel space. One style
 * for every figure: black strokes of 1.4 px, labels at 13 px (about 10 pt when a medium figure
 * prints 7 cm wide), grey shading that survives a black-and-white printer.
 */

import { FIGURE_WIDTH_CM } from '@common/paper-layout/figure-size';

export type P = readonly [number, number];

/** The width each size draws at, in CSS pixels (96 per inch) of its print width. */
export const SIZE_WIDTH = Object.fromEntries(
  Object.entries(FIGURE_WIDTH_CM).map(([size, cm]) => [size, Math.round((cm / 2.54) * 96)]),
) as Record<keyof typeof FIGURE_WIDTH_CM, number>;

export const STROKE = 1.4;
export const FONT_SIZE = 13;
export const SHADE = '#cfcfcf';

const round = (n: number) => (Math.abs(n) < 1e-9 ? 0 : Math.round(n * 100) / 100);
const pt = ([x, y]: P) => `${round(x)},${round(y)}`;

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type LineStyle = { dashed?: boolean; width?: number; colour?: string };
const strokeAttrs = (style: LineStyle = {}) =>
  `stroke="${style.colour ?? '#000'}" stroke-width="${style.width ?? STROKE}"${style.dashed ? ' stroke-dasharray="5 4"' : ''}`;

export const line = (a: P, b: P, style?: LineStyle) =>
  `<line x1="${round(a[0])}" y1="${round(a[1])}" x2="${round(b[0])}" y2="${round(b[1])}" ${strokeAttrs(style)}/>`;

export const polyline = (points: readonly P[], style?: LineStyle) =>
  `<polyline points="${points.map(pt).join(' ')}" fill="none" ${strokeAttrs(style)} stroke-linejoin="round"/>`;

export const polygon = (points: readonly P[], fill = 'none', style?: LineStyle | null) =>
  `<polygon points="${points.map(pt).join(' ')}" fill="${fill}"${style === null ? '' : ` ${strokeAttrs(style)}`}/>`;

export const circle = (c: P, r: number, style?: LineStyle, fill = 'none') =>
  `<circle cx="${round(c[0])}" cy="${round(c[1])}" r="${round(r)}" fill="${fill}" ${strokeAttrs(style)}/>`;

export const dot = (c: P, r = 2.4) =>
  `<circle cx="${round(c[0])}" cy="${round(c[1])}" r="${r}" fill="#000"/>`;

/** A path through raw SVG path commands (arcs, sectors). */
export const path = (d: string, style?: LineStyle, fill = 'none') =>
  `<path d="${d}" fill="${fill}"${fill !== 'none' && !style ? '' : ` ${strokeAttrs(style)}`}/>`;

export type Anchor = 'start' | 'middle' | 'end';

/** Text centred (by default) on a point; the baseline is moved so the point is its middle. */
export const text = (at: P, content: string, anchor: Anchor = 'middle', size = FONT_SIZE) =>
  `<text x="${round(at[0])}" y="${round(at[1] + size * 0.35)}" font-size="${size}" text-anchor="${anchor}">${escapeXml(content)}</text>`;

/** A filled arrow head at `tip`, pointing along from → tip. */
export function arrowHead(from: P, tip: P, size = 8): string {
  const [dx, dy] = [tip[0] - from[0], tip[1] - from[1]];
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const back: P = [tip[0] - ux * size, tip[1] - uy * size];
  const half = size * 0.4;
  return polygon(
    [tip, [back[0] - uy * half, back[1] + ux * half], [back[0] + uy * half, back[1] - ux * half]],
    '#000',
    null,
  );
}

const TEXT =
  /<text x="([-\d.]+)" y="([-\d.]+)" font-size="([\d.]+)" text-anchor="(\w+)">([^<]*)<\/text>/g;

/** How far labels reach beyond the drawing's box (estimated from their length), with 3 px to spare. */
function labelOverflow(body: readonly string[], width: number, height: number) {
  const reach = { left: 0, top: 0, right: 0, bottom: 0 };
  for (const [, x, y, size, anchor, content] of body.join('').matchAll(TEXT)) {
    const w = [...content!.replace(/&\w+;/g, '.')].length * Number(size) * 0.6;
    const left = Number(x) - (anchor === 'start' ? 0 : anchor === 'middle' ? w / 2 : w);
    reach.left = Math.max(reach.left, -left + 3);
    reach.right = Math.max(reach.right, left + w - width + 3);
    reach.top = Math.max(reach.top, -(Number(y) - Number(size)) + 3);
    reach.bottom = Math.max(reach.bottom, Number(y) + Number(size) * 0.3 - height + 3);
  }
  return reach;
}

/**
 * Wraps drawn elements into a standalone SVG with a white background, its box widened where a
 * label would otherwise be cut off at the edge.
 */
export function svgDocument(width: number, height: number, body: string[], title: string): string {
  const o = labelOverflow(body, width, height);
  const x = -Math.ceil(o.left);
  const y = -Math.ceil(o.top);
  const w = Math.ceil(width + o.left + o.right);
  const h = Math.ceil(height + o.top + o.bottom);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${w} ${h}" role="img" aria-label="${escapeXml(title)}" font-family="'Noto Sans', 'Noto Sans Devanagari', Arial, sans-serif">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/>${body.join('')}</svg>`
  );
}

/**
 * Maps figure coordinates (y up) into a pixel box of a given width (y down): one scale for both
 * axes (a drawing), or for a graph each axis on its own scale to fill a 4:3 box.
 */
export function fitTransform(
  bounds: { minX: number; maxX: number; minY: number; maxY: number },
  width: number,
  margin: number,
  options: { maxHeight?: number; graph?: boolean } = {},
) {
  const spanX = Math.max(bounds.maxX - bounds.minX, 1e-6);
  const spanY = Math.max(bounds.maxY - bounds.minY, 1e-6);
  const scaleX = (width - 2 * margin) / spanX;
  const fitted = Math.min(scaleX, ((options.maxHeight ?? width * 1.15) - 2 * margin) / spanY);
  const scale = options.graph ? scaleX : fitted;
  const scaleY = options.graph ? (width * 0.75 - 2 * margin) / spanY : fitted;
  const height = spanY * scaleY + 2 * margin;
  const offsetX = (width - spanX * scale) / 2;
  const map = ([x, y]: P): P => [
    offsetX + (x - bounds.minX) * scale,
    margin + (bounds.maxY - y) * scaleY,
  ];
  return { map, scale, height };
}

export function boundsOf(points: readonly P[]) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}
