import { optionColumns, type OptionColumns } from '@common/paper-layout/option-columns';
import type { PaperQuestionBody } from '@common/schemas/paper';

// Whole class names, so Tailwind finds them. A phone has room for two short options side by side.
const COLUMNS: Record<OptionColumns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  4: 'grid-cols-2 lg:grid-cols-4',
};

/**
 * The grid columns of a question's options on screen, by the PDF's rule
 * (common/paper-layout/option-columns): four short ones across, medium ones two by two, long ones
 * and an assertion-reason question's one per line.
 */
export function optionGridClass(
  question: Pick<PaperQuestionBody, 'style' | 'options' | 'optionFigures'>,
): string {
  return COLUMNS[
    optionColumns({
      style: question.style,
      optionFigures: question.optionFigures,
      options: question.options ?? [],
    })
  ];
}
