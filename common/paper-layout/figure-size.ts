import type { RenderedFigure } from '../schemas/figure';

/** How wide a figure prints, in centimetres: the one size rule of the kit, the screen and the PDF. */
export const FIGURE_WIDTH_CM: Record<RenderedFigure['size'], number> = {
  small: 4.5,
  medium: 7,
  wide: 11,
};

/** The same widths as CSS lengths (on screen, at most the column's width). */
export const FIGURE_WIDTH = Object.fromEntries(
  Object.entries(FIGURE_WIDTH_CM).map(([size, cm]) => [size, `${cm}cm`]),
) as Record<RenderedFigure['size'], string>;
