import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PaperLanguage } from '@/components/paper';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useAttempt } from '../api/attempts';
import { AttemptScreen } from './attempt-screen';
import { ResultPage } from './result-page';

/** /attempts/:attemptId: the attempt screen while in progress, the result once submitted. */
export function AttemptPage({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <AttemptSkeleton />;
  if (attempt.isError)
    return (
      <AttemptProblem
        notFound={attempt.error instanceof ApiError && attempt.error.status === 404}
        message={translateMessage(t, attempt.error.message)}
        onRetry={() => void attempt.refetch()}
      />
    );
  // The paper's own words (sections, marks, OR) in the paper's language, as on its PDF.
  return (
    <PaperLanguage language={attempt.data.paper.language}>
      {attempt.data.status === 'submitted' ? (
        <ResultPage attempt={attempt.data} />
      ) : (
        <AttemptScreen key={attempt.data.id} attempt={attempt.data} />
      )}
    </PaperLanguage>
  );
}

/** The shape of the attempt screen while it loads. */
export function AttemptSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-6"
      role="status"
      aria-label={t('attempt.loading')}
    >
      <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
      <div className="mt-6 h-8 w-2/3 animate-pulse rounded bg-slate-100" />
      <div className="mt-2 h-4 w-1/2 animate-pulse rounded bg-slate-100" />
      <div className="mt-6 h-96 animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}

/** A paper or attempt that is not there (or not this user's), or a load that failed. */
export function AttemptProblem({
  notFound,
  message,
  onRetry,
}: {
  notFound: boolean;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound ? t('attempt.notFound.title') : t('attempt.failed.title')}
      </h1>
      <p className="mt-3 text-slate-600" role="alert">
        {notFound ? t('attempt.notFound.text') : message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && <Button onClick={onRetry}>{t('attempt.failed.retry')}</Button>}
        <Link
          to="/generate"
          className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {t('attempt.notFound.generate')}
        </Link>
      </div>
    </div>
  );
}
