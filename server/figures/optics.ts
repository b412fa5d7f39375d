import type { Optics } from '@common/schemas/figure';
import { arrowHead, line, path, text, type P } from './svg';

export type OpticsImage = {
  /** Image distance with the New Cartesian sign convention (cm), Infinity when at infinity. */
  v: number;
  /** Image height, negative when inverted. */
  height: number;
  real: boolean;
};

/**
 * Where the image forms: the lens formula 1/v − 1/u = 1/f or the mirror formula 1/v + 1/u = 1/f,
 * with the object at u = −d (New Cartesian sign convention).
 */
export function opticsImage(optics: Optics): OpticsImage {
  const u = -optics.objectDistance;
  const lens = optics.element.endsWith('lens');
  const converging = optics.element === 'convex-lens' || optics.element === 'concave-mirror';
  const f = lens
    ? (converging ? 1 : -1) * optics.focalLength
    : (converging ? -1 : 1) * optics.focalLength;
  const inverse = lens ? 1 / f + 1 / u : 1 / f - 1 / u;
  if (Math.abs(inverse) < 1e-12) return { v: Infinity, height: Infinity, real: true };
  const v = 1 / inverse;
  const m = lens ? v / u : -v / u;
  // A lens's real image is behind it (v > 0); a mirror's is in front (v < 0).
  return { v, height: m * optics.objectHeight, real: lens ? v > 0 : v < 0 };
}

/** A ray diagram: principal axis, the lens or mirror, the object, two rays and the image. */
export function drawOptics(optics: Optics, width: number): { body: string[]; height: number } {
  const lens = optics.element.endsWith('lens');
  const F = optics.focalLength;
  const image = opticsImage(optics);
  const d = optics.objectDistance;
  const finite = Number.isFinite(image.v);
  // A hidden image (the question asks for it) neither shows nor sets the scale.
  const shown = finite && optics.showImage;
  const xs = [-d, -F, F, ...(lens ? [-2 * F, 2 * F] : [-2 * F]), ...(shown ? [image.v] : [])];
  if (!lens && optics.element === 'convex-mirror') xs.push(2 * F);
  const minX = Math.min(...xs) * 1.12;
  const maxX = Math.max(...xs, F * 0.6) * 1.12;
  const sx = (width - 30) / (maxX - minX);
  const heights = [optics.objectHeight, ...(shown ? [Math.abs(image.height)] : [])];
  const tallest = Math.max(...heights);
  const half = 70;
  const sy = Math.min(half / tallest, 60 / optics.objectHeight);
  const elementHalf = Math.max(optics.objectHeight * sy * 1.6, 40);
  const axisY = Math.max(half, elementHalf) + 14;
  const height = axisY + Math.max(half, elementHalf) + 24;
  const X = (x: number) => 15 + (x - minX) * sx;
  const Y = (y: number) => axisY - y * sy;
  const at = (x: number, y: number): P => [X(x), Y(y)];
  const body: string[] = [line([4, axisY], [width - 4, axisY], { width: 1 })];

  // The element at x = 0.
  const x0 = X(0);
  if (lens) {
    const bulge = optics.element === 'convex-lens' ? 9 : -7;
    const w = optics.element === 'convex-lens' ? 0 : 8;
    const t = axisY - elementHalf;
    const b = axisY + elementHalf;
    body.push(
      path(
        `M ${x0 - w} ${t} Q ${x0 - w - bulge * 2} ${axisY} ${x0 - w} ${b} L ${x0 + w} ${b} Q ${x0 + w + bulge * 2} ${axisY} ${x0 + w} ${t} Z`,
        { width: 1.3 },
        '#eef3f8',
      ),
    );
  } else {
    const concave = optics.element === 'concave-mirror';
    const curve = concave ? 10 : -10;
    const t = axisY - elementHalf;
    const b = axisY + elementHalf;
    body.push(
      path(`M ${x0 - curve} ${t} Q ${x0 + curve} ${axisY} ${x0 - curve} ${b}`, { width: 2 }),
    );
    // Hatching on the back (silvered) side, following the curve x = x0 − c + 4c·s(1 − s).
    for (let y = t + 5; y < b; y += 8) {
      const s = (y - t) / (b - t);
      const x = x0 - curve + 4 * curve * s * (1 - s);
      body.push(line([x + 1, y], [x + 8, y - 5], { width: 0.8 }));
    }
  }

  // Points on the axis.
  if (optics.markPoints) {
    const mark = (x: number, name: string) => {
      body.push(
        line([X(x), axisY - 3], [X(x), axisY + 3], { width: 1 }),
        text([X(x), axisY + 13], name, 'middle', 11),
      );
    };
    if (lens) {
      mark(-F, 'F₁');
      mark(F, 'F₂');
      mark(-2 * F, '2F₁');
      mark(2 * F, '2F₂');
      body.push(text([x0 + 11, axisY + 13], 'O', 'start', 11));
    } else {
      const side = optics.element === 'concave-mirror' ? -1 : 1;
      mark(side * F, 'F');
      mark(side * 2 * F, 'C');
      body.push(text([x0 - 6, axisY + 13], 'P', 'end', 11));
    }
  }

  // The object: an upright arrow.
  const base = at(-d, 0);
  const tip = at(-d, optics.objectHeight);
  body.push(line(base, tip, { width: 1.8 }), arrowHead(base, tip, 8));
  if (!optics.showImage) return { body, height };

  // Ray 1: parallel to the axis, then through (or away from) the focus.
  // Ray 2: through the optical centre (lens) or to the pole (mirror).
  const h = optics.objectHeight;
  const hits: P[] = [
    [0, h],
    [0, 0],
  ];
  for (const hit of hits) {
    body.push(line(tip, at(...hit), { width: 1.1 }), arrowHead(tip, midpoint(tip, at(...hit)), 6));
    const out = outgoing(optics, image, hit);
    const end = at(...out.end);
    body.push(
      line(at(...hit), end, { width: 1.1 }),
      arrowHead(at(...hit), midpoint(at(...hit), end), 6),
    );
    if (out.back) body.push(line(at(...hit), at(...out.back), { width: 1, dashed: true }));
  }
  if (finite) {
    const ib = at(image.v, 0);
    const it = at(image.v, image.height);
    body.push(line(ib, it, { width: 1.8, dashed: !image.real }), arrowHead(ib, it, 8));
  }
  return { body, height };
}

const midpoint = (a: P, b: P): P => [
  (a[0] + b[0]) / 2 + (b[0] - a[0]) * 0.08,
  (a[1] + b[1]) / 2 + (b[1] - a[1]) * 0.08,
];

/** Where a ray leaving the element at `hit` goes, and the dashed line back to a virtual image. */
function outgoing(optics: Optics, image: OpticsImage, hit: P): { end: P; back?: P } {
  const lens = optics.element.endsWith('lens');
  // Far enough to pass a real image (however far it forms) and leave the picture.
  const reach = Math.max(
    optics.objectDistance * 1.6 + optics.focalLength * 2,
    Number.isFinite(image.v) ? Math.abs(image.v) * 1.15 : 0,
  );
  let direction: P;
  if (!Number.isFinite(image.v)) {
    // Object at the focus: every ray leaves parallel to the line through the centre.
    const slope = optics.objectHeight / optics.objectDistance;
    direction = lens ? [1, -slope] : [-1, -slope];
  } else {
    const target: P = [image.v, image.height];
    direction = image.real
      ? [target[0] - hit[0], target[1] - hit[1]]
      : [hit[0] - target[0], hit[1] - target[1]];
  }
  const scale = reach / Math.abs(direction[0] || 1e-9);
  const end: P = [hit[0] + direction[0] * scale, hit[1] + direction[1] * scale];
  return image.real || !Number.isFinite(image.v) ? { end } : { end, back: [image.v, image.height] };
}
