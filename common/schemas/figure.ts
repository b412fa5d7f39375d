import { z } from 'zod';

/**
 * The figure model (issue 14): one shape for every figure a question, an option, a case part or
 * a solution carries. A figure is drawn by code from a small description (geometry, a chart, a
 * circuit, a ray diagram) or is an SVG file kept in content/figures. Its text is language-neutral
 * (point names, numbers, units); its alt text is written in each language of the question.
 * docs/decisions/011-figures-provenance-gates.md records the choice.
 */

/** A point's name: a letter, optionally primed or with a digit (A, B', P1, O). */
const pointName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9']{0,3}$/, 'a short point name like A, P1 or B′');
const xy = z.tuple([z.number(), z.number()]);
/** Short language-neutral text on a figure: "6 cm", "60°", "x", "R₁ = 4 Ω". */
const label = z.string().trim().min(1).max(24);

const placement = z.enum([
  'above',
  'below',
  'left',
  'right',
  'above-left',
  'above-right',
  'below-left',
  'below-right',
]);

const GeometryPoint = z.union([
  xy,
  z.strictObject({
    at: xy,
    /** Where the name goes; by default away from the figure's centre. */
    labelAt: placement.optional(),
    /** A point used for drawing only: no dot and no name. */
    hidden: z.boolean().optional(),
    /** The name shown, when it differs from the key (e.g. "O" used twice). */
    name: label.optional(),
  }),
]);

const ends = z.tuple([pointName, pointName]);
const Segment = z.union([
  ends,
  z.strictObject({
    ends,
    dashed: z.boolean().optional(),
    /** An arrow head at the second end (a ray of light, a vector, a direction). */
    arrow: z.boolean().optional(),
    /** Carry the line on beyond both ends (a line, not a segment). */
    extend: z.boolean().optional(),
  }),
]);

export const GeometrySchema = z.strictObject({
  points: z.record(pointName, GeometryPoint),
  segments: z.array(Segment).default([]),
  /** Closed shapes shaded grey, listed by their corners in order. */
  shaded: z.array(z.array(pointName).min(3)).default([]),
  circles: z
    .array(
      z.strictObject({
        center: pointName,
        radius: z.number().positive(),
        dashed: z.boolean().optional(),
        /** Shade the disc, or paint it white over shading (a region cut out of a shaded shape). */
        shaded: z.boolean().optional(),
        white: z.boolean().optional(),
      }),
    )
    .default([]),
  /** Arcs and sectors: angles in degrees, counter-clockwise from the positive x direction. */
  arcs: z
    .array(
      z.strictObject({
        center: pointName,
        radius: z.number().positive(),
        from: z.number(),
        to: z.number(),
        /** Draw the two radii (a sector), or the chord (a segment of the circle). */
        sector: z.boolean().optional(),
        segment: z.boolean().optional(),
        shaded: z.boolean().optional(),
        white: z.boolean().optional(),
      }),
    )
    .default([]),
  /** An angle mark at a vertex, between the rays to two points; a square for a right angle. */
  angles: z
    .array(
      z.strictObject({
        at: pointName,
        from: pointName,
        to: pointName,
        label: label.optional(),
        right: z.boolean().optional(),
      }),
    )
    .default([]),
  /** A length written beside a segment (the segment itself is listed in segments). */
  lengths: z
    .array(z.strictObject({ ends, label, side: z.enum(['left', 'right']).optional() }))
    .default([]),
  /** Equal-length marks: the same count of ticks on equal segments. */
  ticks: z.array(z.strictObject({ ends, count: z.number().int().min(1).max(3) })).default([]),
  /** Free text at a place (a region's name, a value). */
  texts: z.array(z.strictObject({ at: xy, text: label })).default([]),
  /** Coordinate axes with whole-number ticks, for coordinate geometry and graphs. */
  axes: z
    .strictObject({
      x: z.tuple([z.number(), z.number()]),
      y: z.tuple([z.number(), z.number()]),
      grid: z.boolean().optional(),
      /** Label every n-th tick (default 1). */
      every: z.number().int().min(1).optional(),
      /**
       * A graph of quantities in different units: each axis scaled to fill a 4:3 box. Off for
       * coordinate geometry, where both axes keep one scale.
       */
      graph: z.boolean().optional(),
      /** The axes' names at their arrow heads (default x and y): ["t (s)", "v (m/s)"]. */
      labels: z.tuple([label, label]).optional(),
    })
    .optional(),
  /** Graphs of functions on the axes, as sampled points (a polyline through them). */
  curves: z
    .array(z.strictObject({ through: z.array(xy).min(2), dashed: z.boolean().optional() }))
    .default([]),
});

export const ChartSchema = z.strictObject({
  kind: z.enum(['bar', 'histogram', 'line']),
  /** Bars or points: a category name each (bar, line); class limits for a histogram. */
  categories: z.array(label).min(2).max(14).optional(),
  /** Histogram class boundaries, one more than the values. */
  edges: z.array(z.number()).min(3).max(15).optional(),
  values: z.array(z.number().min(0)).min(2).max(14),
  xLabel: label.optional(),
  yLabel: label.optional(),
  yStep: z.number().positive().optional(),
});

export const CircuitParts = [
  'cell',
  'battery',
  'resistor',
  'rheostat',
  'bulb',
  'switch-open',
  'switch-closed',
  'ammeter',
  'voltmeter',
  'galvanometer',
  'wire',
] as const;

export const CircuitSchema = z.strictObject({
  /** Junctions and corners on a grid. */
  nodes: z.record(pointName, xy),
  /** Each part sits between two nodes; a wire is a plain connection. */
  parts: z
    .array(
      z.strictObject({
        type: z.enum(CircuitParts),
        between: ends,
        label: label.optional(),
      }),
    )
    .min(1),
  /** Junction dots where three or more wires meet. */
  junctions: z.array(pointName).default([]),
});

export const OpticsSchema = z.strictObject({
  element: z.enum(['convex-lens', 'concave-lens', 'concave-mirror', 'convex-mirror']),
  /** Magnitudes in cm; the object stands on the principal axis, to the left. */
  focalLength: z.number().positive(),
  objectDistance: z.number().positive(),
  objectHeight: z.number().positive().default(2),
  /** Draw the image and the rays that form it (off to ask for the image). */
  showImage: z.boolean().default(true),
  /** Name F, 2F (lens) or F, C (mirror) and the optical centre or pole on the axis. */
  markPoints: z.boolean().default(true),
});

/** An SVG drawn by hand and kept in content/figures (e.g. a labelled biology diagram). */
export const SvgFileSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, 'a file name in content/figures, like plant-cell.svg');

const FigureAlt = z.strictObject({
  en: z.string().trim().min(10).max(600),
  hi: z.string().trim().min(10).max(600).optional(),
});

const figureCommon = {
  /** What the figure shows, for readers who cannot see it: every language of the question. */
  alt: FigureAlt,
  /** Printed width: small (about 4.5 cm), medium (7 cm, the default), wide (11 cm). */
  size: z.enum(['small', 'medium', 'wide']).default('medium'),
};

export const FigureSchema = z.union([
  z.strictObject({ ...figureCommon, geometry: GeometrySchema }),
  z.strictObject({ ...figureCommon, chart: ChartSchema }),
  z.strictObject({ ...figureCommon, circuit: CircuitSchema }),
  z.strictObject({ ...figureCommon, optics: OpticsSchema }),
  z.strictObject({ ...figureCommon, svg: SvgFileSchema }),
]);
export type Figure = z.infer<typeof FigureSchema>;
export type FigureInput = z.input<typeof FigureSchema>;
export type Geometry = z.infer<typeof GeometrySchema>;
export type Chart = z.infer<typeof ChartSchema>;
export type Circuit = z.infer<typeof CircuitSchema>;
export type Optics = z.infer<typeof OpticsSchema>;

/** Where a question's figures go: with the stem (or passage), an option, a case part, the solution. */
export const QuestionFiguresSchema = z.strictObject({
  stem: FigureSchema.optional(),
  options: z.array(FigureSchema.nullable()).length(4).optional(),
  parts: z.array(FigureSchema.nullable()).max(5).optional(),
  solution: FigureSchema.optional(),
});
export type QuestionFigures = z.infer<typeof QuestionFiguresSchema>;

/**
 * A figure as a paper carries it: drawn once when the paper is made, so the screen, the attempt,
 * the result and the PDF show the same SVG. `svg` is markup the server produced and checked.
 */
export const RenderedFigureSchema = z.strictObject({
  svg: z.string(),
  alt: z.string(),
  size: z.enum(['small', 'medium', 'wide']),
});
export type RenderedFigure = z.infer<typeof RenderedFigureSchema>;
