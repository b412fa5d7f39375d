import { optionLabel, partLabel } from '@common/paper-layout/numbering';
import type { PaperQuestionBody } from '@common/schemas/paper';
import { cn } from '@/lib/cn';
import { MathText } from './math-text';
import { optionGridClass } from './option-grid';
import { usePaperWords } from './paper-language';
import { QuestionFigure } from './question-figure';
import { QuestionMarks } from './question-marks';

/** A question's text: stem, assertion and reason, passage, parts and options. */
export function QuestionBody({ question }: { question: PaperQuestionBody }) {
  const words = usePaperWords();
  return (
    <div className="space-y-2" data-testid="question-text">
      {question.stem && <MathText text={question.stem} />}
      {question.assertion && (
        <div className="space-y-1">
          <div className="flex gap-2">
            <span className="font-semibold">{words.assertion}</span>
            <MathText text={question.assertion} />
          </div>
          <div className="flex gap-2">
            <span className="font-semibold">{words.reason}</span>
            <MathText text={question.reason ?? ''} />
          </div>
        </div>
      )}
      {question.passage && (
        <MathText text={question.passage} className="rounded-lg bg-slate-50 p-3 text-slate-800" />
      )}
      {question.figure && <QuestionFigure figure={question.figure} />}
      {question.parts && (
        <ol className="space-y-1.5">
          {question.parts.map((part, i) => (
            <li key={i} className="flex gap-2">
              <span className="shrink-0">{partLabel(i)}</span>
              <div className="min-w-0 flex-1">
                <MathText text={part.stem} />
                {part.figure && <QuestionFigure figure={part.figure} />}
                {part.or && (
                  <>
                    <p className="my-1 text-sm font-bold tracking-widest text-slate-600">
                      {words.or}
                    </p>
                    <MathText text={part.or.stem} />
                  </>
                )}
              </div>
              {part.marks !== undefined && (
                <QuestionMarks marks={part.marks} className="shrink-0 text-sm text-slate-500" />
              )}
            </li>
          ))}
        </ol>
      )}
      {question.options && (
        <ol className={cn('grid gap-x-6 gap-y-1', optionGridClass(question))}>
          {question.options.map((option, i) => {
            const figure = question.optionFigures?.[i];
            return (
              <li key={i} className="flex gap-2">
                <span className="shrink-0">{optionLabel(i)}</span>
                <div className="min-w-0">
                  <MathText text={option} />
                  {figure && <QuestionFigure figure={figure} />}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {question.attribution && (
        // The credit line an open licence asks for, wherever the question is shown.
        <p className="text-xs text-slate-500">
          {words.sources}: {question.attribution}
        </p>
      )}
    </div>
  );
}

/** The answer key of one question: the answer and its solution, part by part for a case. */
export function AnswerBlock({ question }: { question: PaperQuestionBody }) {
  const words = usePaperWords();
  const { answer } = question;
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-slate-800">
      {answer.parts ? (
        answer.parts.map((part, i) => {
          const marks = question.parts?.[i]?.marks;
          return (
            <div key={i}>
              <div className="flex gap-2 font-medium">
                <span className="shrink-0">{partLabel(i)}</span>
                <MathText text={part.answer} className="min-w-0 flex-1" />
                {marks !== undefined && (
                  <QuestionMarks marks={marks} className="shrink-0 font-normal text-slate-600" />
                )}
              </div>
              <MathText text={part.solution} className="mt-1 text-slate-700" />
              {part.or && (
                <div className="mt-2">
                  <p className="text-xs font-bold tracking-widest text-slate-600">{words.or}</p>
                  <MathText text={part.or.answer} className="font-medium" />
                  <MathText text={part.or.solution} className="mt-1 text-slate-700" />
                </div>
              )}
            </div>
          );
        })
      ) : (
        <>
          <div className="flex flex-wrap gap-2 font-medium">
            <span>{words.answer}</span>
            {answer.optionIndex !== undefined && <span>{optionLabel(answer.optionIndex)}</span>}
            <MathText text={answer.text} />
          </div>
          <div>
            <span className="font-medium">{words.solution}</span>
            <MathText text={answer.solution} className="mt-1 text-slate-700" />
          </div>
        </>
      )}
      {answer.figure && <QuestionFigure figure={answer.figure} />}
    </div>
  );
}

/** "OR" between a question and its alternative (the internal choice). */
export function OrDivider() {
  const words = usePaperWords();
  return (
    <p className="my-3 text-center text-sm font-bold tracking-widest text-slate-600">{words.or}</p>
  );
}
