import { AssertionReasonOptions } from '@common/assertion-reason';
import type { PaperQuestionBody } from '@common/schemas/paper';
import type { QuestionLanguage } from '@common/schemas/question';
import { FigureSchema, type Figure } from '@common/schemas/figure';
import { renderFigure } from '../figures/render-figure';
import type { PoolEntry } from './pool';
import type { AnyTemplate, TemplateInstance } from './template';

/** Part marks scaled to the section's marks when they divide evenly; otherwise left out. */
function scaledPartMarks(partMarks: readonly number[], native: number, marks: number) {
  if (marks % native !== 0) return partMarks.map(() => undefined);
  return partMarks.map((m) => (m * marks) / native);
}

/** A bank question as it appears in a paper, in the paper's language (English when missing). */
export function renderBankEntry(
  entry: PoolEntry,
  marks: number,
  language: QuestionLanguage,
  /** Print a case study's choice inside a part (only in a slot that offers a choice). */
  options: { partChoice: boolean } = { partChoice: false },
): PaperQuestionBody {
  const q = entry.question!;
  const figures = q.figures ?? {};
  const draw = (figure: Figure | null | undefined) =>
    figure ? renderFigure(figure, language) : undefined;
  const stemFigure = draw(figures.stem);
  const solutionFigure = draw(figures.solution);
  const attribution = q.provenance.adaptedFrom?.attribution;
  const base = {
    source: { kind: 'bank' as const, id: q.id },
    type: q.type,
    style: entry.style,
    difficulty: q.difficulty,
    chapter: q.chapter,
    competencies: q.competencies,
    marks,
    ...(stemFigure ? { figure: stemFigure } : {}),
    ...(attribution ? { attribution } : {}),
  };
  const withFigure = <T extends object>(answer: T) =>
    solutionFigure ? { ...answer, figure: solutionFigure } : answer;
  if (q.type === 'mcq' && q.style === 'assertion-reason') {
    const body = (language === 'hi' && q.hi) || q.en;
    const options = [...AssertionReasonOptions[q.hi && language === 'hi' ? 'hi' : 'en']];
    return {
      ...base,
      assertion: body.assertion,
      reason: body.reason,
      options,
      answer: withFigure({
        optionIndex: q.answerIndex,
        text: options[q.answerIndex]!,
        solution: body.solution,
      }),
    };
  }
  if (q.type === 'mcq') {
    const body = (language === 'hi' && q.hi) || q.en;
    return {
      ...base,
      stem: body.stem,
      options: body.options,
      // Options are set two by two, each figure at the small width.
      ...(figures.options
        ? {
            optionFigures: figures.options.map((f) => draw(f && { ...f, size: 'small' }) ?? null),
          }
        : {}),
      answer: withFigure({
        optionIndex: q.answerIndex,
        text: body.options[q.answerIndex]!,
        solution: body.solution,
      }),
    };
  }
  if (q.type === 'case') {
    const body = (language === 'hi' && q.hi) || q.en;
    const partMarks = scaledPartMarks(q.partMarks, q.marks, marks);
    return {
      ...base,
      passage: body.passage,
      parts: body.parts.map((part, i) => {
        const figure = draw(figures.parts?.[i]);
        return {
          stem: part.stem,
          marks: partMarks[i],
          ...(figure ? { figure } : {}),
          ...(part.or && options.partChoice ? { or: { stem: part.or.stem } } : {}),
        };
      }),
      answer: withFigure({
        text: body.parts.map((part) => part.answer).join('\n\n'),
        solution: body.parts.map((part) => part.solution).join('\n\n'),
        parts: body.parts.map((part) => ({
          answer: part.answer,
          solution: part.solution,
          ...(part.or && options.partChoice
            ? { or: { answer: part.or.answer, solution: part.or.solution } }
            : {}),
        })),
      }),
    };
  }
  const body = (language === 'hi' && q.hi) || q.en;
  return {
    ...base,
    stem: body.stem,
    answer: withFigure({ text: body.answer, solution: body.solution }),
  };
}

/** A template variant as it appears in a paper. */
export function renderTemplateInstance(
  entry: PoolEntry,
  instance: TemplateInstance,
  marks: number,
  language: QuestionLanguage,
): PaperQuestionBody {
  const template: AnyTemplate = entry.template!;
  const text = template.text(instance.params, language);
  const options = instance.options?.map((option) => `$${option.tex}$`);
  const figure = template.figure?.(instance.params);
  return {
    source: {
      kind: 'template',
      id: template.id,
      version: template.version,
      key: instance.key,
      fingerprint: instance.fingerprint,
    },
    type: template.type,
    style: 'standard',
    difficulty: template.difficulty,
    chapter: entry.chapter,
    competencies: template.competencies,
    marks,
    stem: text.stem,
    ...(figure ? { figure: renderFigure(FigureSchema.parse(figure), language) } : {}),
    ...(options ? { options } : {}),
    answer: {
      ...(instance.answerIndex !== undefined ? { optionIndex: instance.answerIndex } : {}),
      text: text.answer,
      solution: text.steps.join('\n\n'),
    },
  };
}
