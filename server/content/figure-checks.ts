import { existsSync } from 'node:fs';
import type { Figure } from '@common/schemas/figure';
import type { BankQuestion } from '@common/schemas/question';
import { renderFigure } from '../figures/render-figure';
import { FIGURES_DIR } from './paths';

/** Every figure of a question, with where it sits (stem, solution, option n, part n). */
export function figuresOf(question: BankQuestion): [string, Figure][] {
  const f = question.figures;
  if (!f) return [];
  const list: [string, Figure][] = [];
  if (f.stem) list.push(['stem', f.stem]);
  if (f.solution) list.push(['solution', f.solution]);
  f.options?.forEach((figure, i) => figure && list.push([`option ${i + 1}`, figure]));
  f.parts?.forEach((figure, i) => figure && list.push([`part ${i + 1}`, figure]));
  return list;
}

/**
 * A question's figures: alt text in every language the question has, option figures only on a
 * multiple-choice question and part figures one per part, SVG files present and safe, and every
 * figure drawable.
 */
export function figureProblems(question: BankQuestion, dir = FIGURES_DIR): string[] {
  const problems: string[] = [];
  const { figures } = question;
  if (!figures) return problems;
  if (figures.options && !(question.type === 'mcq' && question.style === 'standard'))
    problems.push(`${question.id}: option figures on a question without options`);
  if (
    figures.parts &&
    (question.type !== 'case' || figures.parts.length !== question.partMarks.length)
  )
    problems.push(`${question.id}: part figures need a case study and one entry per part`);
  for (const [where, figure] of figuresOf(question)) {
    if (question.hi && !figure.alt.hi)
      problems.push(`${question.id}: the ${where} figure has no Hindi alt text`);
    if ('svg' in figure && !existsSync(`${dir}/${figure.svg}`)) {
      problems.push(
        `${question.id}: the ${where} figure's file content/figures/${figure.svg} does not exist`,
      );
      continue;
    }
    try {
      renderFigure(figure, 'en', dir);
    } catch (error) {
      problems.push(
        `${question.id}: the ${where} figure cannot be drawn: ${(error as Error).message}`,
      );
    }
  }
  return problems;
}
