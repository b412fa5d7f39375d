import { FIGURE_WIDTH } from '@common/paper-layout/figure-size';
import type { RenderedFigure } from '@common/schemas/figure';
import { cn } from '@/lib/cn';

/**
 * A question's figure as vector SVG, at its print width (never wider than the column). The markup
 * is drawn by the server's figure kit or read from a checked file in content/figures (no scripts,
 * links or styles: server/figures/svg-safety.ts), so it is set as it is; the SVG carries its alt
 * text as its accessible name.
 */
export function QuestionFigure({ figure, className }: { figure: RenderedFigure; className?: string }) {
  return (
    <figure
      className={cn('my-2 max-w-full [&>svg]:h-auto [&>svg]:w-full', className)}
      style={{ width: FIGURE_WIDTH[figure.size] }}
      data-testid="question-figure"
      dangerouslySetInnerHTML={{ __html: figure.svg }}
    />
  );
}
