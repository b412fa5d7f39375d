import type { Geometry } from '@common/schemas/figure';
import {
  arrowHead,
  boundsOf,
  circle,
  dot,
  fitTransform,
  FONT_SIZE,
  line,
  path,
  polygon,
  polyline,
  SHADE,
  text,
  type P,
} from './svg';

const MARGIN = 26;
const GRID = { width: 0.5, colour: '#c8c8c8' };
const OFFSETS: Record<string, P> = {
  above: [0, -1],
  below: [0, 1],
  left: [-1, 0],
  right: [1, 0],
  'above-left': [-0.72, -0.72],
  'above-right': [0.72, -0.72],
  'below-left': [-0.72, 0.72],
  'below-right': [0.72, 0.72],
};

type Point = { at: P; name: string; hidden: boolean; placement?: string };

function pointsOf(geometry: Geometry): Map<string, Point> {
  const points = new Map<string, Point>();
  for (const [key, value] of Object.entries(geometry.points)) {
    if (Array.isArray(value)) points.set(key, { at: value as P, name: key, hidden: false });
    else {
      const v = value as { at: P; labelAt?: string; hidden?: boolean; name?: string };
      points.set(key, {
        at: v.at,
        name: v.name ?? key,
        hidden: v.hidden ?? false,
        placement: v.labelAt,
      });
    }
  }
  return points;
}

const unit = (a: P, b: P): P => {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
};
const add = (a: P, v: P, k = 1): P => [a[0] + v[0] * k, a[1] + v[1] * k];
const mid = (a: P, b: P): P => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Draws a geometry description (points, segments, circles, marks, axes) into SVG elements. */
export function drawGeometry(
  geometry: Geometry,
  width: number,
): { body: string[]; height: number } {
  const points = pointsOf(geometry);
  const get = (name: string): P => {
    const p = points.get(name);
    if (!p) throw new Error(`no point named ${name}`);
    return p.at;
  };
  const extent: P[] = [...points.values()].map((p) => p.at);
  for (const c of geometry.circles) {
    const [x, y] = get(c.center);
    extent.push([x - c.radius, y - c.radius], [x + c.radius, y + c.radius]);
  }
  for (const a of geometry.arcs) {
    const c = get(a.center);
    const span = (((a.to - a.from) % 360) + 360) % 360 || 360;
    for (let t = 0; t <= 16; t++) {
      const angle = rad(a.from + (span * t) / 16);
      extent.push([c[0] + a.radius * Math.cos(angle), c[1] + a.radius * Math.sin(angle)]);
    }
  }
  for (const t of geometry.texts) extent.push(t.at);
  for (const c of geometry.curves) extent.push(...c.through);
  if (geometry.axes) {
    const { x, y } = geometry.axes;
    extent.push([x[0], y[0]], [x[1], y[1]]);
  }
  if (extent.length === 0) throw new Error('a geometry figure needs points or axes');
  const { map, scale, height } = fitTransform(boundsOf(extent), width, MARGIN, {
    graph: geometry.axes?.graph,
  });
  const px = (name: string) => map(get(name));
  // A segment, length, tick or angle between a point and itself cannot be drawn or read.
  const apart = (a: string, b: string, what: string) => {
    const [p, q] = [get(a), get(b)];
    if (Math.hypot(p[0] - q[0], p[1] - q[1]) < 1e-9)
      throw new Error(`${what} ${a}${b} has no length`);
  };
  for (const segment of geometry.segments) {
    const ends = Array.isArray(segment) ? segment : segment.ends;
    apart(ends[0], ends[1], 'the segment');
  }
  for (const l of [...geometry.lengths, ...geometry.ticks])
    apart(l.ends[0], l.ends[1], 'the mark on');
  for (const mark of geometry.angles) {
    apart(mark.at, mark.from, 'the angle arm');
    apart(mark.at, mark.to, 'the angle arm');
  }
  const visible = [...points.values()].filter((p) => !p.hidden).map((p) => map(p.at));
  const centre: P = visible.length
    ? [
        visible.reduce((s, p) => s + p[0], 0) / visible.length,
        visible.reduce((s, p) => s + p[1], 0) / visible.length,
      ]
    : [width / 2, height / 2];

  const body: string[] = [];
  if (geometry.axes) body.push(...drawAxes(geometry.axes, map));
  for (const shape of geometry.shaded) body.push(polygon(shape.map(px), SHADE, null));
  const discs = (white: boolean) => {
    for (const c of geometry.circles)
      if (white ? c.white : c.shaded)
        body.push(circle(px(c.center), c.radius * scale, { width: 0 }, white ? '#fff' : SHADE));
    for (const a of geometry.arcs)
      if (white ? a.white : a.shaded)
        body.push(
          path(
            (a.segment ? segmentPath : sectorPath)(px(a.center), a.radius * scale, a.from, a.to),
            undefined,
            white ? '#fff' : SHADE,
          ),
        );
  };
  discs(false);
  discs(true);
  for (const c of geometry.circles)
    body.push(circle(px(c.center), c.radius * scale, { dashed: c.dashed }));
  for (const a of geometry.arcs) {
    const d = a.sector
      ? sectorPath(px(a.center), a.radius * scale, a.from, a.to)
      : a.segment
        ? segmentPath(px(a.center), a.radius * scale, a.from, a.to)
        : arcPath(px(a.center), a.radius * scale, a.from, a.to);
    body.push(path(d));
  }
  for (const segment of geometry.segments) {
    const s = Array.isArray(segment) ? { ends: segment as [string, string] } : segment;
    let a = px(s.ends[0]);
    let b = px(s.ends[1]);
    if ('extend' in s && s.extend) {
      const u = unit(a, b);
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      a = add(a, u, -0.2 * len);
      b = add(b, u, 0.2 * len);
    }
    body.push(line(a, b, { dashed: 'dashed' in s ? s.dashed : false }));
    if ('arrow' in s && s.arrow) body.push(arrowHead(a, b));
  }
  for (const c of geometry.curves)
    body.push(
      polyline(
        c.through.map((p) => map(p as P)),
        { dashed: c.dashed },
      ),
    );
  // Several marks at one vertex nest, each a little wider than the one before.
  const marksAt = new Map<string, number>();
  for (const mark of geometry.angles) {
    const nth = marksAt.get(mark.at) ?? 0;
    marksAt.set(mark.at, nth + (mark.right ? 0 : 1));
    body.push(
      ...angleMark(px(mark.at), px(mark.from), px(mark.to), mark.label, mark.right, 16 + 7 * nth),
    );
  }
  for (const t of geometry.ticks) body.push(...tickMarks(px(t.ends[0]), px(t.ends[1]), t.count));
  for (const l of geometry.lengths) {
    const a = px(l.ends[0]);
    const b = px(l.ends[1]);
    const u = unit(a, b);
    let normal: P = [u[1], -u[0]];
    const m = mid(a, b);
    if (l.side) normal = l.side === 'left' ? [u[1], -u[0]] : [-u[1], u[0]];
    else if ((m[0] - centre[0]) * normal[0] + (m[1] - centre[1]) * normal[1] < 0)
      normal = [-normal[0], -normal[1]];
    body.push(
      text(
        add(m, normal, FONT_SIZE * 0.95 + Math.abs(normal[0]) * labelHalfWidth(l.label)),
        l.label,
      ),
    );
  }
  for (const p of points.values()) {
    if (p.hidden) continue;
    const at = map(p.at);
    body.push(dot(at));
    let direction: P;
    if (p.placement) direction = OFFSETS[p.placement]!;
    else {
      const away: P = [at[0] - centre[0], at[1] - centre[1]];
      direction = Math.hypot(...away) < 1 ? OFFSETS['above-right']! : unit([0, 0], away);
    }
    body.push(
      text(add(at, direction, 11 + Math.abs(direction[0]) * labelHalfWidth(p.name)), p.name),
    );
  }
  for (const t of geometry.texts) body.push(text(map(t.at as P), t.text));
  return { body, height };
}

/** About half a label's width, so a label beside a point clears it. */
const labelHalfWidth = (label: string) => label.length * FONT_SIZE * 0.3;

function arcPath(c: P, r: number, from: number, to: number) {
  const span = (((to - from) % 360) + 360) % 360 || 360;
  if (span >= 359.999)
    return `M ${c[0] + r} ${c[1]} A ${r} ${r} 0 1 0 ${c[0] - r} ${c[1]} A ${r} ${r} 0 1 0 ${c[0] + r} ${c[1]}`;
  const start: P = [c[0] + r * Math.cos(rad(from)), c[1] - r * Math.sin(rad(from))];
  const end: P = [c[0] + r * Math.cos(rad(from + span)), c[1] - r * Math.sin(rad(from + span))];
  return `M ${start[0].toFixed(2)} ${start[1].toFixed(2)} A ${r.toFixed(2)} ${r.toFixed(2)} 0 ${span > 180 ? 1 : 0} 0 ${end[0].toFixed(2)} ${end[1].toFixed(2)}`;
}

function sectorPath(c: P, r: number, from: number, to: number) {
  return `M ${c[0].toFixed(2)} ${c[1].toFixed(2)} L ${arcPath(c, r, from, to).slice(2)} Z`;
}

/** The region between an arc and its chord. */
function segmentPath(c: P, r: number, from: number, to: number) {
  return `${arcPath(c, r, from, to)} Z`;
}

/** An arc between two rays at a vertex (the smaller angle), or a small square for 90°. */
function angleMark(v: P, a: P, b: P, label?: string, right?: boolean, r = 16): string[] {
  const ua = unit(v, a);
  const ub = unit(v, b);
  const out: string[] = [];
  // A straight angle has no bisector between its arms: its label goes square to them.
  const sum: P = [ua[0] + ub[0], ua[1] + ub[1]];
  const bisector = Math.hypot(...sum) < 1e-6 ? ([ua[1], -ua[0]] as P) : unit([0, 0], sum);
  if (right) {
    const s = 10;
    out.push(polyline([add(v, ua, s), add(add(v, ua, s), ub, s), add(v, ub, s)], { width: 1.1 }));
  } else {
    const start = add(v, ua, r);
    const end = add(v, ub, r);
    // Screen coordinates: the cross product's sign says which way the smaller angle turns.
    const sweep = ua[0] * ub[1] - ua[1] * ub[0] > 0 ? 1 : 0;
    out.push(
      path(
        `M ${start[0].toFixed(2)} ${start[1].toFixed(2)} A ${r} ${r} 0 0 ${sweep} ${end[0].toFixed(2)} ${end[1].toFixed(2)}`,
        { width: 1.1 },
      ),
    );
  }
  if (label)
    out.push(text(add(v, bisector, r + 14 + labelHalfWidth(label) * Math.abs(bisector[0])), label));
  return out;
}

function tickMarks(a: P, b: P, count: number): string[] {
  const u = unit(a, b);
  const n: P = [-u[1], u[0]];
  const m = mid(a, b);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const c = add(m, u, (i - (count - 1) / 2) * 4);
    out.push(line(add(c, n, -5), add(c, n, 5), { width: 1.2 }));
  }
  return out;
}

function drawAxes(axes: NonNullable<Geometry['axes']>, map: (p: P) => P): string[] {
  const out: string[] = [];
  const [x0, x1] = axes.x;
  const [y0, y1] = axes.y;
  const every = axes.every ?? 1;
  const xAxisY = y0 <= 0 && y1 >= 0 ? 0 : y0;
  const yAxisX = x0 <= 0 && x1 >= 0 ? 0 : x0;
  if (axes.grid) {
    for (let x = Math.ceil(x0); x <= x1; x++) out.push(line(map([x, y0]), map([x, y1]), GRID));
    for (let y = Math.ceil(y0); y <= y1; y++) out.push(line(map([x0, y]), map([x1, y]), GRID));
  }
  const xa = map([x0, xAxisY]);
  const xb = map([x1, xAxisY]);
  const ya = map([yAxisX, y0]);
  const yb = map([yAxisX, y1]);
  const xEnd: P = [xb[0] + 16, xb[1]];
  const yEnd: P = [yb[0], yb[1] - 16];
  out.push(
    line(xa, xEnd, { width: 1.1 }),
    arrowHead(xa, xEnd, 7),
    line(ya, yEnd, { width: 1.1 }),
    arrowHead(ya, yEnd, 7),
  );
  const [xName, yName] = axes.labels ?? ['x', 'y'];
  out.push(
    text([xEnd[0] + 6, xEnd[1]], xName, 'start', 12),
    text([yEnd[0], yEnd[1] - 9], yName, 'middle', 12),
  );
  for (let x = Math.ceil(x0); x <= Math.floor(x1); x++) {
    if (x === yAxisX) continue;
    const p = map([x, xAxisY]);
    out.push(line([p[0], p[1] - 3], [p[0], p[1] + 3], { width: 1 }));
    if (x % every === 0) out.push(text([p[0], p[1] + 12], String(x), 'middle', 10));
  }
  for (let y = Math.ceil(y0); y <= Math.floor(y1); y++) {
    if (y === xAxisY) continue;
    const p = map([yAxisX, y]);
    out.push(line([p[0] - 3, p[1]], [p[0] + 3, p[1]], { width: 1 }));
    if (y % every === 0) out.push(text([p[0] - 6, p[1]], String(y), 'end', 10));
  }
  const o = map([yAxisX, xAxisY]);
  // The origin's name, when the axes start there (no negative tick label beside it).
  if (x0 === 0 && y0 === 0) out.push(text([o[0] - 8, o[1] + 11], 'O', 'middle', 11));
  return out;
}
