import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { UiLanguage } from '@common/languages';
import { DeletePaper, FindPapers, GetPaper, RenamePaper } from '@common/contracts/papers';
import { GetPerformance } from '@common/contracts/performance';
import type { CallInput } from '@common/operation';
import type { PaperSummary } from '@common/schemas/attempt';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { call } from '@/lib/call';
import {
  operationKey,
  removeOperationData,
  setOperationData,
  useOperationMutation,
} from '@/lib/operation-query';

/** One page of the list (issue 5). */
export type PaperPage = { papers: PaperSummary[]; total: number };

/** What the list is narrowed to; empty strings mean "any". */
export type PaperFilters = { search: string; subject: string; classId: string };

export const PAGE_SIZE = 50;
/** Pages read to build the filter choices: up to 500 papers, newest first. */
const FACET_PAGES = 5;
const FACET_PAGE_SIZE = 100;

type FindPapersQuery = CallInput<typeof FindPapers>['query'];

/** The query for one page of a filtered list, named in `lang`: only the filters that are set. */
export function findPapersQuery(
  filters: PaperFilters,
  offset: number,
  limit = PAGE_SIZE,
  lang: UiLanguage = 'en',
): FindPapersQuery {
  const search = filters.search.trim();
  return {
    search: search || undefined,
    subject: filters.subject || undefined,
    class: filters.classId || undefined,
    limit,
    offset,
    lang: lang === 'en' ? undefined : lang,
  };
}

/** The offset of the next page, or undefined once every paper is loaded. */
export function nextOffset(pages: PaperPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.papers.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  const lastWasEmpty = pages.at(-1)?.papers.length === 0;
  return loaded < total && !lastWasEmpty ? loaded : undefined;
}

/** The list, 50 at a time with "load more"; read again whenever the list is shown. */
export function useFindPapers(filters: PaperFilters) {
  const lang = useUiLanguage();
  const first = findPapersQuery(filters, 0, PAGE_SIZE, lang);
  return useInfiniteQuery({
    // The pages of one list; under [FindPapers.name], so any change to papers reads it again.
    queryKey: [...operationKey(FindPapers, { query: first }), 'pages'],
    queryFn: ({ pageParam }) => call(FindPapers, { query: { ...first, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Every paper's subject and class (newest 500), for the filter choices. */
export function usePaperFacets() {
  const lang = useUiLanguage();
  const none = { search: '', subject: '', classId: '' };
  const first = findPapersQuery(none, 0, FACET_PAGE_SIZE, lang);
  return useQuery({
    queryKey: [...operationKey(FindPapers, { query: first }), 'all-pages'],
    queryFn: async () => {
      const all: PaperSummary[] = [];
      for (let page = 0; page < FACET_PAGES; page++) {
        const query = { ...first, offset: page * FACET_PAGE_SIZE };
        const { papers, total } = await call(FindPapers, { query });
        all.push(...papers);
        if (papers.length === 0 || all.length >= total) break;
      }
      return all;
    },
    refetchOnMount: 'always',
  });
}

/** A new title; the list, its filter choices and the analytics are read again. */
export function useRenamePaper() {
  const queryClient = useQueryClient();
  return useOperationMutation(RenamePaper, {
    onSuccess: (paper) =>
      setOperationData(queryClient, GetPaper, { params: { id: paper.id } }, paper),
    invalidates: [FindPapers, GetPerformance],
  });
}

/** The paper and its attempts go; the list, its filter choices and the analytics are read again. */
export function useDeletePaper() {
  const queryClient = useQueryClient();
  return useOperationMutation(DeletePaper, {
    onSuccess: (_nothing, { params }) => removeOperationData(queryClient, GetPaper, { params }),
    invalidates: [FindPapers, GetPerformance],
  });
}
