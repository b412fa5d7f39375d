import { useTranslation } from 'react-i18next';
import { Check, CircleMinus, PenLine, X } from 'lucide-react';
import type { AttemptAnswer, QuestionResult } from '@common/schemas/attempt';
import { optionLabel, questionLabel } from '@common/paper-layout/numbering';
import type { PaperQuestion, PaperQuestionBody } from '@common/schemas/paper';
import { AnswerBlock, MathText, QuestionBody } from '@/components/paper';
import { cn } from '@/lib/cn';
import { chosenBody } from '../attempt-answers';
import { formatMarks } from '../time';
import { SelfMark } from './self-mark';

type Props = {
  attemptId: string;
  question: PaperQuestion;
  answer: AttemptAnswer | undefined;
  result: QuestionResult;
};

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Right, wrong, not answered, or (written) marked or waiting for the student's marks. */
function Verdict({ result }: { result: QuestionResult }) {
  const { t } = useTranslation();
  if (!result.answered)
    return (
      <span className={cn(badge, 'bg-slate-100 text-slate-700')}>
        <CircleMinus className="h-3.5 w-3.5" aria-hidden />
        {t('attempt.result.blank')}
      </span>
    );
  if (result.type === 'mcq')
    return result.earned ? (
      <span className={cn(badge, 'bg-emerald-100 text-emerald-800')}>
        <Check className="h-3.5 w-3.5" aria-hidden />
        {t('attempt.result.right')}
      </span>
    ) : (
      <span className={cn(badge, 'bg-red-100 text-red-800')}>
        <X className="h-3.5 w-3.5" aria-hidden />
        {t('attempt.result.wrong')}
      </span>
    );
  return (
    <span
      className={cn(
        badge,
        result.earned === null ? 'bg-amber-100 text-amber-900' : 'bg-brand-100 text-brand-800',
      )}
    >
      <PenLine className="h-3.5 w-3.5" aria-hidden />
      {result.earned === null ? t('attempt.result.toMarkBadge') : t('attempt.result.selfMarked')}
    </span>
  );
}

/** The options with the student's choice and the right one marked. */
function MarkedOptions({ body, chosen }: { body: PaperQuestionBody; chosen?: number }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 space-y-2">
      {body.options!.map((option, i) => {
        const right = body.answer.optionIndex === i;
        const picked = chosen === i;
        return (
          <li
            key={i}
            className={cn(
              'flex items-start gap-3 rounded-lg border p-3',
              right && 'border-emerald-500 bg-emerald-50',
              picked && !right && 'border-red-400 bg-red-50',
              !right && !picked && 'border-slate-200',
            )}
          >
            <span className="shrink-0 font-medium">{optionLabel(i)}</span>
            <MathText text={option} className="min-w-0 flex-1" />
            {(right || picked) && (
              <span className="shrink-0 text-xs font-semibold">
                {picked && right && t('attempt.result.yourRightAnswer')}
                {picked && !right && t('attempt.result.yourAnswer')}
                {!picked && right && t('attempt.result.rightAnswer')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One question of the result: the verdict, the marks, the answers and the solution. */
export function ResultQuestion({ attemptId, question, answer, result }: Props) {
  const { t } = useTranslation();
  const body = chosenBody(question, answer);
  const written = body.type !== 'mcq';
  return (
    <li className="py-5" data-testid="result-question">
      <div className="flex gap-3">
        <span className="w-7 shrink-0 font-semibold text-slate-900">
          {questionLabel(question.number)}
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Verdict result={result} />
              {result.answered && !result.counted && (
                <span className={cn(badge, 'bg-slate-100 text-slate-600')}>
                  {t('attempt.result.notCounted')}
                </span>
              )}
            </div>
            <span className="text-sm font-semibold text-slate-800" data-testid="question-marks">
              {t('attempt.result.earned', {
                earned: result.earned === null ? '–' : formatMarks(result.earned),
                marks: result.marks,
              })}
            </span>
          </div>
          {question.or && (
            <p className="text-xs text-slate-600">
              {answer?.choice === 'or'
                ? t('attempt.result.answeredOr')
                : t('attempt.result.answeredMain')}
            </p>
          )}
          <QuestionBody question={{ ...body, options: undefined }} />
          {body.options ? (
            <MarkedOptions body={body} chosen={answer?.optionIndex} />
          ) : (
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-700">{t('attempt.result.yourAnswer')}</p>
              <p className="mt-1 whitespace-pre-wrap text-slate-900">
                {answer?.text?.trim() ? answer.text : t('attempt.result.notAnswered')}
              </p>
            </div>
          )}
          {written && (
            <p className="text-sm font-medium text-slate-700">{t('attempt.result.scheme')}</p>
          )}
          <AnswerBlock question={body} />
          {written && result.answered && (
            <SelfMark attemptId={attemptId} number={question.number} result={result} />
          )}
        </div>
      </div>
    </li>
  );
}
