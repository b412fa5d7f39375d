import type { RenderedFigure } from '../schemas/figure';

/** How wide a figure is set, on screen and in print (at most the column's width). */
export const FIGURE_WIDTH: Record<RenderedFigure['size'], string> = {
  small: '4.5cm',
  medium: '7cm',
  wide: '11cm',
};
