import type { PaperQuestionBody } from '../schemas/paper';

/** How many columns a question's options are set in: across, two by two, or one per line. */
export type OptionColumns = 1 | 2 | 4;

/** How wide an option prints: a formula about two thirds as wide as its LaTeX source. */
export function visibleLength(option: string): number {
  return option.replace(/\$[^$]*\$/g, (math) => 'x'.repeat(Math.ceil(math.length * 0.7))).length;
}

/**
 * Four short options fit on one line, medium ones in two columns, long ones one per line; the
 * four sentences of an assertion-reason question always one per line; options with figures two
 * by two.
 */
export function optionColumns(
  question: Pick<PaperQuestionBody, 'style' | 'optionFigures'> & { options: readonly string[] },
): OptionColumns {
  if (question.style === 'assertion-reason' || question.options.length === 0) return 1;
  // Options that are figures go two by two, each figure at its small width.
  if (question.optionFigures?.some(Boolean)) return 2;
  const longest = Math.max(...question.options.map(visibleLength));
  if (longest <= 13 && question.options.length === 4) return 4;
  return longest <= 38 ? 2 : 1;
}
