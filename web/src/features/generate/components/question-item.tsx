import { useTranslation } from 'react-i18next';
import { Shuffle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePaperT } from '../paper-language';
import type { PaperQuestion, PaperQuestionBody } from '@common/schemas/paper';
import { MathText } from './math-text';

/** The labels of options (a)-(e) and of a case's parts (i)-(v). */
export const LETTERS = ['a', 'b', 'c', 'd', 'e'];
export const ROMAN = ['i', 'ii', 'iii', 'iv', 'v'];

/** A question's text: stem, assertion and reason, passage, parts and options. */
export function QuestionBody({ question }: { question: PaperQuestionBody }) {
  const t = usePaperT();
  return (
    <div className="space-y-2" data-testid="question-text">
      {question.stem && <MathText text={question.stem} />}
      {question.assertion && (
        <div className="space-y-1">
          <div className="flex gap-2">
            <span className="font-semibold">{t('paper.assertion')}</span>
            <MathText text={question.assertion} />
          </div>
          <div className="flex gap-2">
            <span className="font-semibold">{t('paper.reason')}</span>
            <MathText text={question.reason ?? ''} />
          </div>
        </div>
      )}
      {question.passage && (
        <MathText text={question.passage} className="rounded-lg bg-slate-50 p-3 text-slate-800" />
      )}
      {question.parts && (
        <ol className="space-y-1.5">
          {question.parts.map((part, i) => (
            <li key={i} className="flex gap-2">
              <span className="shrink-0">({ROMAN[i]})</span>
              <MathText text={part.stem} className="flex-1" />
              {part.marks !== undefined && (
                <span className="shrink-0 text-sm text-slate-500">[{part.marks}]</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {question.options && (
        <ol
          className={
            question.style === 'assertion-reason'
              ? 'space-y-1'
              : 'grid gap-x-6 gap-y-1 sm:grid-cols-2'
          }
        >
          {question.options.map((option, i) => (
            <li key={i} className="flex gap-2">
              <span className="shrink-0">({LETTERS[i]})</span>
              <MathText text={option} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The answer key of one question: the answer and its solution, part by part for a case. */
export function AnswerBlock({ question }: { question: PaperQuestionBody }) {
  const t = usePaperT();
  const { answer } = question;
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-slate-800">
      {answer.parts ? (
        answer.parts.map((part, i) => (
          <div key={i}>
            <div className="flex gap-2 font-medium">
              <span>({ROMAN[i]})</span>
              <MathText text={part.answer} />
            </div>
            <MathText text={part.solution} className="mt-1 text-slate-700" />
          </div>
        ))
      ) : (
        <>
          <div className="flex flex-wrap gap-2 font-medium">
            <span>{t('paper.answer')}</span>
            {answer.optionIndex !== undefined && <span>({LETTERS[answer.optionIndex]})</span>}
            <MathText text={answer.text} />
          </div>
          <div>
            <span className="font-medium">{t('paper.solution')}</span>
            <MathText text={answer.solution} className="mt-1 text-slate-700" />
          </div>
        </>
      )}
    </div>
  );
}

/** What the owner may swap on one question: itself, its alternative, and what is under way. */
export type SwapControl = {
  main: boolean;
  alternative: boolean;
  /** The swap being made on this question, if any. */
  busy: 'main' | 'alternative' | null;
  /** A swap is under way somewhere on the paper: one at a time. */
  disabled: boolean;
  onSwap: (alternative: boolean) => void;
};

/** "Swap": another question of the same type, marks, chapter and difficulty (issue 12). */
function SwapButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    // The reader's words inside the paper's: tell a screen reader which language they are in.
    <div className="mt-2 flex justify-end" lang={i18n.language}>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus. */}
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-busy={busy}
        aria-disabled={disabled}
        className={disabled ? 'cursor-wait opacity-60' : undefined}
        onClick={() => !disabled && onClick()}
      >
        <Shuffle className={busy ? 'h-4 w-4 animate-pulse' : 'h-4 w-4'} aria-hidden />
        {busy ? t('paper.swapping') : t('paper.swap')}
      </Button>
    </div>
  );
}

/** One numbered question with its marks at the right, its "OR" alternative and, when shown, its answer. */
export function QuestionItem({
  question,
  showAnswers,
  swap,
}: {
  question: PaperQuestion;
  showAnswers: boolean;
  swap?: SwapControl;
}) {
  const t = usePaperT();
  const { t: ui } = useTranslation();
  return (
    // Focusable by script: after a swap, reading goes on from the new question.
    <li
      id={`question-${question.number}`}
      tabIndex={-1}
      className="py-4 outline-none"
      data-testid="paper-question"
    >
      <div className="flex gap-3">
        <span className="w-7 shrink-0 font-semibold text-slate-900">{question.number}.</span>
        <div className="min-w-0 flex-1">
          <QuestionBody question={question} />
          <p className="mt-1 text-right text-xs text-slate-600 sm:hidden">
            [{t('paper.marks', { count: question.marks })}]
          </p>
          {showAnswers && <AnswerBlock question={question} />}
          {swap?.main && (
            <SwapButton
              label={ui('paper.swapQuestion', { number: question.number })}
              busy={swap.busy === 'main'}
              disabled={swap.disabled}
              onClick={() => swap.onSwap(false)}
            />
          )}
          {question.or && (
            <>
              <p className="my-3 text-center text-sm font-bold tracking-widest text-slate-600">
                {t('paper.or')}
              </p>
              <QuestionBody question={question.or} />
              {showAnswers && <AnswerBlock question={question.or} />}
              {swap?.alternative && (
                <SwapButton
                  label={ui('paper.swapAlternative', { number: question.number })}
                  busy={swap.busy === 'alternative'}
                  disabled={swap.disabled}
                  onClick={() => swap.onSwap(true)}
                />
              )}
            </>
          )}
        </div>
        <span className="hidden shrink-0 text-sm whitespace-nowrap text-slate-600 sm:block">
          {t('paper.marks', { count: question.marks })}
        </span>
      </div>
    </li>
  );
}
