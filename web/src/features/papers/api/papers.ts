import { GetPerformance } from '@common/contracts/performance';
import {
  CreatePaper,
  CreatePaperVariant,
  FindPapers,
  FindSwapOptions,
  GetPaper,
  GetPaperHeader,
  SwapPaperQuestion,
} from '@common/contracts/papers';
import type { Paper } from '@common/schemas/paper';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  invalidateOperation,
  setOperationData,
  useOperationMutation,
  useOperationQuery,
} from '@/lib/operation-query';

/** A paper a mutation answered with is the answer of reading it. */
const keepPaper = (queryClient: QueryClient, paper: Paper) =>
  setOperationData(queryClient, GetPaper, { params: { id: paper.id } }, paper);

/** The school and exam names the user last printed. */
export function usePaperHeader() {
  return useOperationQuery(GetPaperHeader, {});
}

/** Generates and stores a paper; the header it printed is the next default. */
export function useCreatePaper() {
  const queryClient = useQueryClient();
  return useOperationMutation(CreatePaper, {
    onSuccess: (paper) => keepPaper(queryClient, paper),
    invalidates: [GetPaperHeader],
  });
}

/** A stored paper (its owner only). */
export function usePaper(id: string | null) {
  return useOperationQuery(GetPaper, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

/** The same blueprint with a new seed; lists and analytics refresh. */
export function useCreatePaperVariant() {
  const queryClient = useQueryClient();
  return useOperationMutation(CreatePaperVariant, {
    onSuccess: (paper) => keepPaper(queryClient, paper),
    invalidates: [FindPapers, GetPerformance],
  });
}

/** Which questions of a paper can be swapped. */
export function useSwapOptions(id: string, enabled = true) {
  return useOperationQuery(FindSwapOptions, { params: { id } }, { enabled });
}

/** The paper with one question swapped; its swap options are read again. */
export function useSwapPaperQuestion() {
  const queryClient = useQueryClient();
  return useOperationMutation(SwapPaperQuestion, {
    onSuccess: async (paper) => {
      keepPaper(queryClient, paper);
      await invalidateOperation(queryClient, FindSwapOptions);
    },
  });
}
