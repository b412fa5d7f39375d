import { LoadingSkeleton, SkeletonBlock } from '@/components/layouts/loading-skeleton';
import { useCreatePaperVariant } from '@/features/papers';
import { useLimitPrompt } from '@/components/limit-prompt';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FilePlus2 } from 'lucide-react';
import type { PaperSummary } from '@common/schemas/attempt';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/error-notice';
import { toast } from '@/components/ui/use-toast';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { translateMessage } from '@/lib/translate-message';
import { useFindPapers, usePaperFacets, type PaperFilters as Filters } from '../api/papers';
import { classOptions, subjectOptions, withChosen } from '../filter-options';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DeletePaperDialog } from './delete-paper-dialog';
import { PaperFilters } from './paper-filters';
import { PaperListItem } from './paper-list-item';
import { RenamePaperDialog } from './rename-paper-dialog';

const generateLink =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

/**
 * My Papers (issue 5): the user's papers with search and filters, and per paper open, attempt,
 * rename, new variant and delete. The search and filters live in the address, so a reload or the
 * back button keeps them.
 */
export function MyPapersPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('myPapers.documentTitle'), t('myPapers.documentDescription'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const subject = params.get('subject') ?? '';
  const classId = params.get('class') ?? '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const settledSearch = useDebouncedValue(search);
  const heading = useRef<HTMLHeadingElement>(null);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if ((params.get('q') ?? '') !== settledSearch.trim()) setParam('q', settledSearch.trim());
    // Only the settled search writes the address; the other params are read fresh in setParam.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const filters: Filters = { search: params.get('q') ?? '', subject, classId };
  const list = useFindPapers(filters);
  const facets = usePaperFacets();
  const variant = useCreatePaperVariant();
  const limit = useLimitPrompt();
  const [renaming, setRenaming] = useState<PaperSummary | null>(null);
  const [deleting, setDeleting] = useState<PaperSummary | null>(null);
  // The dialogs open from buttons, not Radix triggers, so focus is handed back here on close.
  const opener = useRef<HTMLElement | null>(null);
  const openWith = (open: (paper: PaperSummary) => void) => (paper: PaperSummary) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    open(paper);
  };
  const returnFocus = () => setTimeout(() => opener.current?.focus());

  const papers = list.data?.pages.flatMap((page) => page.papers) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const filtered = Boolean(filters.search || subject || classId);
  const classLabel = (n: number) =>
    n === 0 ? t('generate.kindergarten') : t('paper.class', { class: n });
  const subjects = withChosen(subjectOptions(facets.data ?? []), subject);
  const classes = withChosen(classOptions(facets.data ?? [], classLabel), classId);
  const noPapersAtAll = !filtered && list.isSuccess && !list.isPlaceholderData && total === 0;

  const clear = () => {
    setSearch('');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['q', 'subject', 'class']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  const makeVariant = (paper: PaperSummary) =>
    variant.mutate(
      { params: { id: paper.id } },
      {
        onSuccess: (created) => {
          toast({ title: t('myPapers.variantMade'), description: created.title });
          navigate(`/generate?paper=${encodeURIComponent(created.id)}`);
        },
        onError: (failure) => {
          if (limit.offer(failure, paper)) return;
          toast({
            variant: 'destructive',
            title: t('myPapers.variantFailed'),
            description: translateMessage(t, failure.message),
          });
        },
      },
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      {limit.prompt}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
          >
            {t('myPapers.heading')}
          </h1>
          <p className="mt-1 text-slate-600">{t('myPapers.intro')}</p>
        </div>
        {!noPapersAtAll && (
          <Link to="/generate" className={generateLink}>
            <FilePlus2 className="h-4 w-4" aria-hidden />
            {t('myPapers.generate')}
          </Link>
        )}
      </div>

      {noPapersAtAll ? (
        <EmptyState />
      ) : (
        <div className="mt-6 space-y-4">
          <PaperFilters
            search={search}
            subject={subject}
            classId={classId}
            subjects={subjects}
            classes={classes}
            onSearch={setSearch}
            onSubject={(value) => setParam('subject', value)}
            onClass={(value) => setParam('class', value)}
            onClear={clear}
          />
          <p className="text-sm text-slate-600" role="status" aria-live="polite">
            {list.isSuccess &&
              (total === 0 ? '' : t('myPapers.showing', { shown: papers.length, count: total }))}
          </p>
          {list.isPending && <ListSkeleton />}
          {list.isError && (
            <ErrorNotice
              message={translateMessage(t, list.error.message)}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )}
          {list.isSuccess && total === 0 && (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-medium text-slate-900">{t('myPapers.noMatch')}</p>
              <Button variant="secondary" className="mt-4" onClick={clear}>
                {t('myPapers.clearFilters')}
              </Button>
            </div>
          )}
          {papers.length > 0 && (
            <ul
              aria-label={t('myPapers.listLabel')}
              className="space-y-3 lg:space-y-0 lg:overflow-hidden lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm"
            >
              {papers.map((paper) => (
                <PaperListItem
                  key={paper.id}
                  paper={paper}
                  onRename={openWith(setRenaming)}
                  onDelete={openWith(setDeleting)}
                  onVariant={makeVariant}
                  makingVariant={variant.isPending && variant.variables?.params.id === paper.id}
                  variantDisabled={variant.isPending}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? t('common.loading') : t('myPapers.loadMore')}
              </Button>
            </div>
          )}
        </div>
      )}

      <RenamePaperDialog
        paper={renaming}
        onClose={() => {
          setRenaming(null);
          returnFocus();
        }}
      />
      <DeletePaperDialog
        paper={deleting}
        onClose={() => {
          setDeleting(null);
          returnFocus();
        }}
        onDeleted={() => setTimeout(() => heading.current?.focus())}
      />
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <FilePlus2 className="mx-auto h-10 w-10 text-brand-600" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('myPapers.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{t('myPapers.emptyText')}</p>
      <Link to="/generate" className={`${generateLink} mt-6`}>
        {t('myPapers.emptyAction')}
      </Link>
    </div>
  );
}

function ListSkeleton() {
  return (
    <LoadingSkeleton>
      <div className="space-y-3">
        {[0, 1, 2].map((i) => (
          <SkeletonBlock key={i} className="h-28" />
        ))}
      </div>
    </LoadingSkeleton>
  );
}
