import { LoadingSkeleton, SkeletonBlock } from '@/components/layouts/loading-skeleton';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PenLine } from 'lucide-react';
import type { Paper } from '@common/schemas/paper';
import { PaperView } from '@/components/paper';
import { Button } from '@/components/ui/button';
import { NotFound } from '@/components/layouts/not-found';
import { ErrorNotice } from '@/components/ui/error-notice';
import { ApiError, worthRetrying } from '@/lib/api-client';
import { useLimitPrompt } from '@/components/limit-prompt';
import { translateMessage } from '@/lib/translate-message';
import { useCreatePaperVariant, usePaper } from '../api/papers';
import { usePaperSwap } from '../hooks/use-paper-swap';
import { loadFormState, type GenerateFormState } from '../form-state';
import { GenerateForm } from './generate-form';
import { PdfDownloadButton } from './pdf-download-button';

/**
 * The dashboard's generate view (spec §2, issue 4): the form, then the paper. The paper's id is
 * kept in the address (?paper=), so a reload or a shared link shows the same paper again.
 */
export function GeneratePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paperId = params.get('paper');
  const paper = usePaper(paperId);
  const [state, setState] = useState<GenerateFormState>(loadFormState);
  const variant = useCreatePaperVariant();
  const swap = usePaperSwap(paperId);
  const limit = useLimitPrompt();
  const heading = useRef<HTMLHeadingElement>(null);

  const show = (generated: Paper) => setParams({ paper: generated.id });
  useEffect(() => {
    if (paperId) {
      window.scrollTo({ top: 0 });
      heading.current?.focus();
    }
  }, [paperId]);

  // A link to a paper that is not there (or not the reader's) is a page not found, not a notice.
  if (paperId && paper.error instanceof ApiError && paper.error.status === 404) return <NotFound />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
      >
        {paperId ? t('generate.paperHeading') : t('generate.heading')}
      </h1>
      {!paperId && <p className="mt-1 text-slate-600">{t('generate.intro')}</p>}
      {limit.prompt}
      <div className="mt-6">
        {!paperId && <GenerateForm state={state} onStateChange={setState} onGenerated={show} />}
        {paperId && paper.isLoading && (
          <LoadingSkeleton>
            <SkeletonBlock className="h-96" />
          </LoadingSkeleton>
        )}
        {paperId && paper.isError && (
          <ErrorNotice
            message={translateMessage(t, paper.error.message)}
            onRetry={() => void paper.refetch()}
            retrying={paper.isFetching}
          />
        )}
        {paperId && paper.data && (
          <PaperView
            paper={paper.data}
            swap={swap}
            actions={
              <>
                <PdfDownloadButton
                  paperId={paper.data.id}
                  scope={paper.data}
                  kind="paper"
                  label={t('paper.downloadPaper')}
                />
                <PdfDownloadButton
                  paperId={paper.data.id}
                  scope={paper.data}
                  kind="answers"
                  label={t('paper.downloadAnswers')}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={variant.isPending}
                  onClick={() =>
                    variant.mutate(
                      { params: { id: paper.data.id } },
                      {
                        onSuccess: show,
                        // A refusal for want of a plan shows the prompt instead of the error line.
                        onError: (error) => limit.offer(error, paper.data) && variant.reset(),
                      },
                    )
                  }
                >
                  {variant.isPending ? t('generate.generating') : t('generate.newVariant')}
                </Button>
                <Link
                  to={`/attempt/${paper.data.id}`}
                  className="inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
                >
                  <PenLine className="h-4 w-4" aria-hidden />
                  {t('attempt.link')}
                </Link>
                <Button variant="ghost" size="sm" onClick={() => setParams({})}>
                  {t('generate.editChoices')}
                </Button>
              </>
            }
          />
        )}
        {variant.isError && (
          <ErrorNotice
            className="mt-3"
            message={translateMessage(t, variant.error.message)}
            onRetry={
              worthRetrying(variant.error) && paper.data
                ? () => variant.mutate({ params: { id: paper.data.id } }, { onSuccess: show })
                : undefined
            }
            retrying={variant.isPending}
          />
        )}
      </div>
    </div>
  );
}
