import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '@common/schemas/attempt';
import { formatNumber, formatPercent } from '@common/format';

/** Papers generated, attempts and the average score: the three numbers at the top. */
export function HeadlineFigures({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const figures: { label: string; value: ReactNode; testId: string }[] = [
    {
      label: t('analytics.papersGenerated'),
      value: number(analytics.papersGenerated),
      testId: 'papers-generated',
    },
    { label: t('analytics.attempts'), value: number(analytics.attempts), testId: 'attempts' },
    {
      label: t('analytics.averageScore'),
      value:
        analytics.averagePercent === null ? (
          <>
            <span aria-hidden>–</span>
            <span className="sr-only">{t('analytics.noScoreYet')}</span>
          </>
        ) : (
          formatPercent(analytics.averagePercent, i18n.language)
        ),
      testId: 'average-score',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {figures.map((figure) => (
        <div
          key={figure.testId}
          className="flex flex-col justify-between rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
        >
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{figure.label}</dt>
          <dd
            className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl"
            data-testid={figure.testId}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
