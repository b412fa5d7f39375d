import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePaperInput, Paper, PaperHeader } from '@common/schemas/paper';
import type { SwapOptions, SwapPaperQuestionInput } from '@common/schemas/paper-queries';
import { apiRequest } from '@/lib/api-client';

const paperUrl = (id: string) => `/api/papers/${encodeURIComponent(id)}`;

/** GET /api/paper-header: the school and exam names the user last printed. */
export function usePaperHeader() {
  return useQuery({
    queryKey: ['/api/paper-header'],
    queryFn: () => apiRequest<PaperHeader>('GET', '/api/paper-header'),
  });
}

/** POST /api/papers: generates and stores a paper; the header it printed is the next default. */
export function useCreatePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaperInput) => apiRequest<Paper>('POST', '/api/papers', input),
    onSuccess: async (paper) => {
      queryClient.setQueryData([paperUrl(paper.id)], paper);
      await queryClient.invalidateQueries({ queryKey: ['/api/paper-header'] });
    },
  });
}

/** GET /api/papers/:id: a stored paper (its owner only). */
export function usePaper(id: string | null) {
  return useQuery({
    queryKey: [paperUrl(id ?? '')],
    queryFn: () => apiRequest<Paper>('GET', paperUrl(id!)),
    enabled: Boolean(id),
  });
}

/** POST /api/papers/:id/variant: the same blueprint with a new seed; lists and analytics refresh. */
export function useCreatePaperVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Paper>('POST', `${paperUrl(id)}/variant`),
    onSuccess: async (paper) => {
      queryClient.setQueryData([paperUrl(paper.id)], paper);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/papers'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/analytics'] }),
      ]);
    },
  });
}

const swapOptionsUrl = (id: string) => `${paperUrl(id)}/swap-options`;

/** GET /api/papers/:id/swap-options: which questions can be swapped. */
export function useSwapOptions(id: string, enabled = true) {
  return useQuery({
    queryKey: [swapOptionsUrl(id)],
    queryFn: () => apiRequest<SwapOptions>('GET', swapOptionsUrl(id)),
    enabled,
  });
}

/** POST /api/papers/:id/swap-question: the paper with one question swapped; its options refresh. */
export function useSwapPaperQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SwapPaperQuestionInput) =>
      apiRequest<Paper>('POST', `${paperUrl(id)}/swap-question`, input),
    onSuccess: async (paper) => {
      queryClient.setQueryData([paperUrl(paper.id)], paper);
      await queryClient.invalidateQueries({ queryKey: [swapOptionsUrl(paper.id)] });
    },
  });
}
