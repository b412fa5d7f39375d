import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { FindPapers } from '@common/contracts/papers';
import { GetPerformance } from '@common/contracts/performance';
import type { ChapterPerformance } from '@common/schemas/attempt';
import type { PoolShortage } from '@common/schemas/errors';
import { useLimitPrompt } from '@/components/limit-prompt';
import { Button } from '@/components/ui/button';
import { useCreatePaper, ShortageList } from '@/features/papers';
import { ApiError } from '@/lib/api-client';
import { invalidateOperation } from '@/lib/operation-query';
import { formatNumber, formatPercent } from '@common/format';
import { translateMessage } from '@/lib/translate-message';
import { practiceRequest } from '../chart-data';
import { barColor } from './chart-theme';

/** The weakest chapters, lowest first, each with a one-click focused practice paper (issue 5). */
export function WeakestChapters({ chapters }: { chapters: ChapterPerformance[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="weakest-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:col-span-2"
    >
      <h2 id="weakest-heading" className="text-lg font-semibold text-slate-900">
        {t('analytics.weakest')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('analytics.weakestIntro')}</p>
      {chapters.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          {t('analytics.noWeakest')}
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200">
          {chapters.map((chapter) => (
            <WeakChapter
              key={`${chapter.curriculum}/${chapter.class}/${chapter.subject}/${chapter.chapter}`}
              chapter={chapter}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function WeakChapter({ chapter }: { chapter: ChapterPerformance }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreatePaper();
  const limit = useLimitPrompt();
  const [failure, setFailure] = useState<{ message: string; shortages?: PoolShortage[] }>();
  const number = (value: number) => formatNumber(value, i18n.language);

  const practise = () => {
    setFailure(undefined);
    const title = t('analytics.practiceTitle', { chapter: chapter.chapterName });
    create.mutate(
      { body: practiceRequest(chapter, title) },
      {
        onSuccess: (paper) => {
          void invalidateOperation(queryClient, FindPapers);
          void invalidateOperation(queryClient, GetPerformance);
          navigate(`/generate?paper=${encodeURIComponent(paper.id)}`);
        },
        onError: (error) => {
          if (limit.offer(error, chapter)) return;
          setFailure({
            message: translateMessage(t, error.message),
            shortages: error instanceof ApiError ? error.shortages : undefined,
          });
        },
      },
    );
  };

  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="weak-chapter">
      {limit.prompt}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">{chapter.chapterName}</h3>
          <p className="text-sm text-slate-600">
            {chapter.subjectName} · {t('paper.class', { class: chapter.class })}
          </p>
          <div className="mt-2 flex items-center gap-3">
            <div
              className="h-2 w-full max-w-48 overflow-hidden rounded-full bg-slate-100"
              aria-hidden
            >
              <div
                className="h-full rounded-full"
                style={{ width: `${chapter.percent}%`, backgroundColor: barColor(chapter.percent) }}
              />
            </div>
            <p className="text-sm whitespace-nowrap text-slate-700">
              <span className="font-semibold text-slate-900">
                {formatPercent(chapter.percent, i18n.language)}
              </span>{' '}
              {t('analytics.chapterBasis', {
                earned: number(chapter.earned),
                possible: number(chapter.possible),
                count: chapter.questions,
              })}
            </p>
          </div>
        </div>
        <Button
          className="w-full shrink-0 sm:w-auto"
          disabled={create.isPending}
          aria-label={
            create.isPending ? undefined : `${t('analytics.practise')}: ${chapter.chapterName}`
          }
          onClick={practise}
        >
          <Target className="h-4 w-4" aria-hidden />
          {create.isPending ? t('analytics.creatingPractice') : t('analytics.practise')}
        </Button>
      </div>
      {failure && (
        <div
          role="alert"
          className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-medium">{failure.message}</p>
          {failure.shortages && (
            <ShortageList
              shortages={failure.shortages}
              chapterNames={new Map([[chapter.chapter, chapter.chapterName]])}
            />
          )}
          {failure.shortages && (
            <p className="mt-2">
              {t('analytics.practiceShort')}{' '}
              <Link to="/generate" className="font-medium text-brand-800 underline">
                {t('analytics.openGenerator')}
              </Link>
            </p>
          )}
        </div>
      )}
    </li>
  );
}
