import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePaperInput, Paper } from '@common/schemas/paper';
import { apiRequest } from '@/lib/api-client';

const paperUrl = (id: string) => `/api/papers/${encodeURIComponent(id)}`;

/** POST /api/papers: generates and stores a paper. */
export function useCreatePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaperInput) => apiRequest<Paper>('POST', '/api/papers', input),
    onSuccess: (paper) => queryClient.setQueryData([paperUrl(paper.id)], paper),
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
