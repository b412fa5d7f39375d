import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { PaperSummary } from '@common/schemas/attempt';
import type { Paper } from '@common/schemas/paper';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { apiRequest } from '@/lib/api-client';

/** One page of GET /api/papers (issue 5). */
export type PaperPage = { papers: PaperSummary[]; total: number };

/** What the list is narrowed to; empty strings mean "any". */
export type PaperFilters = { search: string; subject: string; classId: string };

export const PAGE_SIZE = 50;
/** Pages read to build the filter choices: up to 500 papers, newest first. */
const FACET_PAGES = 5;
const FACET_PAGE_SIZE = 100;

const papersKey = ['/api/papers'] as const;

/** The interface language: boards and subjects are named in it, and a change reads them anew. */
const useLang = useUiLanguage;
const paperUrl = (id: string) => `/api/papers/${encodeURIComponent(id)}`;

/** The GET /api/papers address for one page of a filtered list, named in `lang`. */
export function findPapersUrl(
  filters: PaperFilters,
  offset: number,
  limit = PAGE_SIZE,
  lang = 'en',
): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.classId) params.set('class', filters.classId);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  if (lang !== 'en') params.set('lang', lang);
  return `/api/papers?${params.toString()}`;
}

/** The offset of the next page, or undefined once every paper is loaded. */
export function nextOffset(pages: PaperPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.papers.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  const lastWasEmpty = pages.at(-1)?.papers.length === 0;
  return loaded < total && !lastWasEmpty ? loaded : undefined;
}

/** GET /api/papers, 50 at a time with "load more"; read again whenever the list is shown. */
export function useFindPapers(filters: PaperFilters) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: [...papersKey, 'list', filters, lang],
    queryFn: ({ pageParam }) =>
      apiRequest<PaperPage>('GET', findPapersUrl(filters, pageParam, PAGE_SIZE, lang)),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Every paper's subject and class (newest 500), for the filter choices. */
export function usePaperFacets() {
  const lang = useLang();
  return useQuery({
    queryKey: [...papersKey, 'facets', lang],
    queryFn: async () => {
      const all: PaperSummary[] = [];
      for (let page = 0; page < FACET_PAGES; page++) {
        const url = findPapersUrl(
          { search: '', subject: '', classId: '' },
          page * FACET_PAGE_SIZE,
          FACET_PAGE_SIZE,
          lang,
        );
        const { papers, total } = await apiRequest<PaperPage>('GET', url);
        all.push(...papers);
        if (papers.length === 0 || all.length >= total) break;
      }
      return all;
    },
    refetchOnMount: 'always',
  });
}

/** After a change, the list, its filter choices and the analytics are read again. */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: papersKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/analytics'] }),
  ]);
}

/** PATCH /api/papers/:id: a new title. */
export function useUpdatePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiRequest<Paper>('PATCH', paperUrl(id), { title }),
    onSuccess: async (paper) => {
      queryClient.setQueryData([paperUrl(paper.id)], paper);
      await refreshAfterChange(queryClient);
    },
  });
}

/** DELETE /api/papers/:id: the paper and its attempts. */
export function useDeletePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', paperUrl(id)),
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: [paperUrl(id)] });
      await refreshAfterChange(queryClient);
    },
  });
}
