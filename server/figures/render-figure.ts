import type { Figure } from '@common/schemas/figure';
export function renderFigure(figure: Figure, language: 'en' | 'hi', dir?: string): string {
  void figure; void language; void dir;
  return '<svg></svg>';
}
