import { useTranslation } from 'react-i18next';
import { Shuffle } from 'lucide-react';
import { questionLabel } from '@common/paper-layout/numbering';
import type { PaperQuestion } from '@common/schemas/paper';
import { Button } from '@/components/ui/button';
import { AnswerBlock, OrDivider, QuestionBody } from './question-body';
import { QuestionMarks } from './question-marks';

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
  const { t } = useTranslation();
  return (
    // Focusable by script: after a swap, reading goes on from the new question.
    <li
      id={`question-${question.number}`}
      tabIndex={-1}
      className="py-4 outline-none"
      data-testid="paper-question"
    >
      <div className="flex gap-3">
        <span className="w-7 shrink-0 font-semibold text-slate-900">
          {questionLabel(question.number)}
        </span>
        <div className="min-w-0 flex-1">
          <QuestionBody question={question} />
          {showAnswers && <AnswerBlock question={question} />}
          {swap?.main && (
            <SwapButton
              label={t('paper.swapQuestion', { number: question.number })}
              busy={swap.busy === 'main'}
              disabled={swap.disabled}
              onClick={() => swap.onSwap(false)}
            />
          )}
          {question.or && (
            <>
              <OrDivider />
              <QuestionBody question={question.or} />
              {showAnswers && <AnswerBlock question={question.or} />}
              {swap?.alternative && (
                <SwapButton
                  label={t('paper.swapAlternative', { number: question.number })}
                  busy={swap.busy === 'alternative'}
                  disabled={swap.disabled}
                  onClick={() => swap.onSwap(true)}
                />
              )}
            </>
          )}
        </div>
        <QuestionMarks
          marks={question.marks}
          className="shrink-0 text-sm font-medium whitespace-nowrap text-slate-600"
        />
      </div>
    </li>
  );
}
