import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '@common/schemas/attempt';
import { translateMessage } from '@/lib/translate-message';
import { useSaveSelfMarks } from '../api/attempts';
import { formatMarks, markSteps } from '../time';

type Props = { attemptId: string; number: number; result: QuestionResult };

/** The student's own marks for a written answer, 0 to full marks in halves, against the scheme. */
export function SelfMark({ attemptId, number, result }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const update = useSaveSelfMarks();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50/60 p-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('attempt.result.selfMarkLabel', { number, marks: result.marks })}
      </label>
      <select
        id={id}
        value={result.earned === null ? '' : String(result.earned)}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({
            params: { id: attemptId },
            body: { marks: { [number]: Number(event.target.value) } },
          })
        }
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {result.earned === null && (
          <option value="" disabled>
            {t('attempt.result.selfMarkChoose')}
          </option>
        )}
        {markSteps(result.marks).map((value) => (
          <option key={value} value={String(value)}>
            {formatMarks(value)}
          </option>
        ))}
      </select>
      <span className="text-sm text-slate-600" aria-live="polite">
        {update.isPending ? t('attempt.save.saving') : ''}
      </span>
      {update.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {translateMessage(t, update.error.message)}
        </p>
      )}
    </div>
  );
}
