import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@common/format';
import { ChartColumn, FileText, RotateCcw } from 'lucide-react';
import type { Attempt } from '@common/schemas/attempt';
import { usePaperWords } from '@/components/paper';
import { percentOf, resultCounts, submittedAtTimeUp } from '../result';
import { durationParts, formatMarks } from '../time';

const linkClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium';

function TimeTaken({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const { hours, minutes, seconds } = durationParts(attempt.startedAt, attempt.submittedAt!);
  if (hours > 0) return <>{t('attempt.result.hoursMinutes', { hours, minutes })}</>;
  return <>{t('attempt.result.minutesSeconds', { minutes, seconds })}</>;
}

/** The score, the time taken, how it was submitted, and where to go next. */
export function ResultSummary({ attempt }: { attempt: Attempt }) {
  const { t, i18n } = useTranslation();
  const words = usePaperWords();
  const score = attempt.score ?? 0;
  const counts = resultCounts(attempt.results ?? []);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the paper in place: start reading it from the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const submitted = formatDateTime(attempt.submittedAt!, i18n.language);
  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="text-sm font-medium text-brand-700">{t('attempt.result.eyebrow')}</p>
      <h1
        id="result-heading"
        ref={heading}
        tabIndex={-1}
        style={{ outline: 'none' }}
        className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl"
        lang={attempt.paper.language}
      >
        {attempt.paper.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600" lang={attempt.paper.language}>
        {attempt.paper.curriculumName} · {words.class(attempt.paper.class)} ·{' '}
        {attempt.paper.subjectName}
      </p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-700">{t('attempt.result.score')}</dt>
          <dd className="mt-1 flex items-baseline gap-2">
            <span className="text-3xl font-bold text-slate-900" data-testid="result-score">
              {formatMarks(score)} / {attempt.maxMarks}
            </span>
            <span className="text-lg font-semibold text-brand-800" data-testid="result-percent">
              {percentOf(score, attempt.maxMarks)}%
            </span>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{t('attempt.result.timeTaken')}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid="result-time">
            <TimeTaken attempt={attempt} />
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{t('attempt.result.submitted')}</dt>
          <dd className="mt-1 text-sm text-slate-900">
            <span className="block font-semibold">{submitted}</span>
            {submittedAtTimeUp(attempt) ? t('attempt.result.auto') : t('attempt.result.byYou')}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700" data-testid="result-counts">
        {t('attempt.result.counts', counts)}
      </p>
      {counts.toMark > 0 && (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('attempt.result.toMark', { count: counts.toMark })}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <Link
          to={`/attempt/${attempt.paperId}`}
          className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('attempt.result.tryAgain')}
        </Link>
        <Link
          to={`/generate?paper=${attempt.paperId}`}
          className={`${linkClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
        >
          <FileText className="h-4 w-4" aria-hidden />
          {t('attempt.result.viewPaper')}
        </Link>
        <Link
          to="/generate?view=analytics-dashboard"
          className={`${linkClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
        >
          <ChartColumn className="h-4 w-4" aria-hidden />
          {t('attempt.result.analytics')}
        </Link>
      </div>
    </section>
  );
}
