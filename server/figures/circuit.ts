import type { Circuit } from '@common/schemas/figure';
import {
  arrowHead,
  boundsOf,
  circle,
  dot,
  fitTransform,
  line,
  polyline,
  text,
  type P,
} from './svg';

/** Half the length of a part's symbol along its wire, in pixels. */
const HALF = 15;

/** A point along a part's wire (t) and across it (s), from its centre. */
type Frame = (t: number, s: number) => P;

/** The symbols of NCERT's table of circuit symbols, drawn in a part's own frame. */
const SYMBOLS: Record<Exclude<Circuit['parts'][number]['type'], 'wire'>, (f: Frame) => string[]> = {
  cell: (f) => [
    line(f(-3, -12), f(-3, 12)),
    line(f(3, -6), f(3, 6), { width: 3 }),
    line(f(-HALF, 0), f(-3, 0)),
    line(f(3, 0), f(HALF, 0)),
  ],
  battery: (f) => [
    line(f(-9, -12), f(-9, 12)),
    line(f(-4, -6), f(-4, 6), { width: 3 }),
    line(f(4, -12), f(4, 12)),
    line(f(9, -6), f(9, 6), { width: 3 }),
    line(f(-4, 0), f(4, 0), { dashed: true, width: 1 }),
    line(f(-HALF, 0), f(-9, 0)),
    line(f(9, 0), f(HALF, 0)),
  ],
  resistor: (f) => [zigzag(f)],
  rheostat: (f) => [
    zigzag(f),
    line(f(-10, 10), f(10, -11), { width: 1.2 }),
    arrowHead(f(-10, 10), f(11, -12), 7),
  ],
  bulb: (f) => [
    circle(f(0, 0), 10),
    line(f(-7, -7), f(7, 7), { width: 1.2 }),
    line(f(-7, 7), f(7, -7), { width: 1.2 }),
    line(f(-HALF, 0), f(-10, 0)),
    line(f(10, 0), f(HALF, 0)),
  ],
  'switch-open': (f) => [
    line(f(-HALF, 0), f(-8, 0)),
    dot(f(-8, 0), 2.2),
    line(f(-8, 0), f(8, -10)),
    dot(f(9, 0), 2.2),
    line(f(9, 0), f(HALF, 0)),
  ],
  'switch-closed': (f) => [
    line(f(-HALF, 0), f(-8, 0)),
    dot(f(-8, 0), 2.2),
    line(f(-8, 0), f(9, -1.5)),
    dot(f(9, 0), 2.2),
    line(f(9, 0), f(HALF, 0)),
  ],
  ammeter: (f) => meter(f, 'A'),
  voltmeter: (f) => meter(f, 'V'),
  galvanometer: (f) => meter(f, 'G'),
};

/** A resistor's zigzag along the wire. */
function zigzag(f: Frame): string {
  const corners: P[] = [
    [-12, 0],
    [-9, -6],
    [-3, 6],
    [3, -6],
    [9, 6],
    [12, 0],
  ];
  return polyline([f(-HALF, 0), ...corners.map(([t, s]) => f(t, s)), f(HALF, 0)]);
}

function meter(f: Frame, letter: string): string[] {
  return [
    circle(f(0, 0), 10),
    text(f(0, 0), letter, 'middle', 11),
    line(f(-HALF, 0), f(-10, 0)),
    line(f(10, 0), f(HALF, 0)),
  ];
}

/** Draws a circuit: each part centred on its wire, wires to the nodes, junction dots. */
export function drawCircuit(circuit: Circuit, width: number): { body: string[]; height: number } {
  const node = (name: string): P => {
    const p = circuit.nodes[name];
    if (!p) throw new Error(`no node named ${name}`);
    return p as P;
  };
  const { map, height } = fitTransform(boundsOf(Object.values(circuit.nodes) as P[]), width, 30);
  const body: string[] = [];
  for (const part of circuit.parts) {
    const a = map(node(part.between[0]));
    const b = map(node(part.between[1]));
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (part.type === 'wire') {
      body.push(line(a, b));
      continue;
    }
    if (length < 2 * HALF + 6)
      throw new Error(
        `the ${part.type} between ${part.between.join(' and ')} has no room: move the nodes apart`,
      );
    const u: P = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
    // Across the wire, "up" on a horizontal wire and "left" on a vertical one.
    const n: P =
      Math.abs(u[0]) >= Math.abs(u[1])
        ? [u[1] * Math.sign(u[0] || 1), -Math.abs(u[0])]
        : [-Math.abs(u[1]), -u[0] * Math.sign(u[1] || 1)];
    const c: P = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const frame: Frame = (t, s) => [c[0] + u[0] * t + n[0] * s, c[1] + u[1] * t + n[1] * s];
    body.push(line(a, frame(-HALF, 0)), line(frame(HALF, 0), b), ...SYMBOLS[part.type](frame));
    if (part.label) {
      const horizontal = Math.abs(u[0]) >= Math.abs(u[1]);
      body.push(
        text(frame(0, horizontal ? 22 : 18 + part.label.length * 3.6), part.label, 'middle', 11),
      );
    }
  }
  for (const j of circuit.junctions) body.push(dot(map(node(j)), 3));
  return { body, height };
}
