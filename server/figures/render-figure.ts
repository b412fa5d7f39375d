import { readFileSync } from 'node:fs';
import type { Figure, RenderedFigure } from '@common/schemas/figure';
import type { QuestionLanguage } from '@common/schemas/question';
import { FIGURES_DIR } from '../content/paths';
import { drawChart } from './chart';
import { drawCircuit } from './circuit';
import { drawGeometry } from './geometry';
import { drawOptics } from './optics';
import { inlineSvgFile, svgSafetyProblems } from './svg-safety';
import { SIZE_WIDTH, svgDocument } from './svg';

// Content files do not change while the server runs: each is read and checked once.
const files = new Map<string, string>();

/** A hand-drawn SVG file's markup, read and checked once; throws with what is unsafe in it. */
function checkedFile(path: string): string {
  let markup = files.get(path);
  if (markup === undefined) {
    markup = readFileSync(path, 'utf8');
    const problems = svgSafetyProblems(markup);
    if (problems.length > 0) throw new Error(problems.join('; '));
    files.set(path, markup);
  }
  return markup;
}

/** The figure's alt text in a language, English when the question has no text in it. */
export const altText = (figure: Figure, language: QuestionLanguage) =>
  (language === 'hi' && figure.alt.hi) || figure.alt.en;

/**
 * Draws a figure as SVG markup: from its description with the drawing kit, or from its checked
 * file. Throws when the description cannot be drawn (an unknown point, no room for a part).
 */
export function renderFigure(
  figure: Figure,
  language: QuestionLanguage,
  dir = FIGURES_DIR,
): RenderedFigure {
  const alt = altText(figure, language);
  const width = SIZE_WIDTH[figure.size];
  if ('svg' in figure)
    return { svg: inlineSvgFile(checkedFile(`${dir}/${figure.svg}`), alt), alt, size: figure.size };
  const drawn =
    'geometry' in figure
      ? drawGeometry(figure.geometry, width)
      : 'chart' in figure
        ? drawChart(figure.chart, width)
        : 'circuit' in figure
          ? drawCircuit(figure.circuit, width)
          : drawOptics(figure.optics, width);
  return { svg: svgDocument(width, drawn.height, drawn.body, alt), alt, size: figure.size };
}
