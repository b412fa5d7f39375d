import { LoadingSkeleton, SkeletonBlock } from '@/components/layouts/loading-skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineChart } from 'lucide-react';
import type { Analytics } from '@common/schemas/attempt';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { formatNumber } from '@common/format';
import { translateMessage } from '@/lib/translate-message';
import { usePerformance } from '../api/performance';
import { chapterBars, hasAttempts } from '../chart-data';
import { DifficultyChart } from './difficulty-chart';
import { HeadlineFigures } from './headline-figures';
import { PercentBarChart } from './percent-bar-chart';
import { ScoreOverTimeChart } from './score-over-time-chart';
import { WeakestChapters } from './weakest-chapters';

const linkButton =
  'inline-flex h-11 items-center justify-center rounded-lg px-4 text-sm font-medium transition-colors';

/**
 * The analytics dashboard (issue 5), drawn only from the user's real papers and submitted
 * attempts: with no attempt yet it says so instead of showing an empty or made-up chart.
 */
export function PerformancePage() {
  const { t } = useTranslation();
  useDocumentMeta(t('analytics.documentTitle'), t('analytics.documentDescription'));
  const analytics = usePerformance();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('analytics.heading')}</h1>
      <p className="mt-1 text-slate-600">{t('analytics.intro')}</p>
      <div className="mt-6 space-y-4 sm:space-y-6">
        {analytics.isPending && <DashboardSkeleton />}
        {analytics.isError && (
          <ErrorNotice
            message={translateMessage(t, analytics.error.message)}
            onRetry={() => void analytics.refetch()}
            retrying={analytics.isFetching}
          />
        )}
        {analytics.data && <HeadlineFigures analytics={analytics.data} />}
        {analytics.data &&
          (hasAttempts(analytics.data) ? (
            <Charts analytics={analytics.data} />
          ) : (
            <NoAttempts papers={analytics.data.papersGenerated} />
          ))}
      </div>
    </div>
  );
}

function Charts({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const subjects = analytics.bySubject.map((s) => ({
    key: s.key,
    name: t('analytics.subjectClass', { subject: s.subjectName, class: s.className }),
    percent: s.percent,
    detail: t('analytics.attemptCount', { count: s.attempts }),
  }));
  const chapters = chapterBars(analytics.byChapter, (c) =>
    t('analytics.chapterBasis', {
      earned: number(c.earned),
      possible: number(c.possible),
      count: c.questions,
    }),
  );
  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
      {analytics.scoreOverTime.length > 0 && (
        <ScoreOverTimeChart points={analytics.scoreOverTime} />
      )}
      {subjects.length > 0 && (
        <PercentBarChart
          title={t('analytics.bySubject')}
          nameHeader={t('analytics.subject')}
          bars={subjects}
        />
      )}
      {analytics.byDifficulty.length > 0 && <DifficultyChart rows={analytics.byDifficulty} />}
      {chapters.length > 0 ? (
        <div className="lg:col-span-2">
          <PercentBarChart
            title={t('analytics.byChapter')}
            summary={t('analytics.byChapterSummary')}
            nameHeader={t('analytics.chapter')}
            bars={chapters}
          />
        </div>
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 lg:col-span-2">
          {t('analytics.nothingMarked')}
        </p>
      )}
      <WeakestChapters chapters={analytics.weakest} />
    </div>
  );
}

function NoAttempts({ papers }: { papers: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-attempts-heading"
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <LineChart className="mx-auto h-10 w-10 text-brand-600" aria-hidden />
      <h2 id="no-attempts-heading" className="mt-4 text-lg font-semibold text-slate-900">
        {t('analytics.emptyTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        {papers > 0 ? t('analytics.emptyText') : t('analytics.emptyNoPapers')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {papers === 0 && (
          <Link
            to="/generate"
            className={`${linkButton} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t('analytics.generateFirst')}
          </Link>
        )}
        <Link
          to="/generate?view=my-papers"
          className={
            papers > 0
              ? `${linkButton} bg-brand-700 text-white hover:bg-brand-800`
              : `${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`
          }
        >
          {t('analytics.goToMyPapers')}
        </Link>
      </div>
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingSkeleton>
      <div className="space-y-4">
        <div className="grid grid-cols-3 gap-2 sm:gap-4">
          {[0, 1, 2].map((i) => (
            <SkeletonBlock key={i} className="h-24" />
          ))}
        </div>
        <SkeletonBlock className="h-72" />
      </div>
    </LoadingSkeleton>
  );
}
