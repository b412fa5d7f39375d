import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { GetAttempt, SaveSelfMarks, StartAttempt } from '@common/contracts/attempts';
import { FindPapers } from '@common/contracts/papers';
import { GetPerformance } from '@common/contracts/performance';
import type { Attempt } from '@common/schemas/attempt';
import {
  invalidateOperation,
  setOperationData,
  useOperationMutation,
  useOperationQuery,
} from '@/lib/operation-query';

/** Lists and charts that count attempts: out of date once one is submitted or marked. */
const COUNTS_ATTEMPTS = [FindPapers, GetPerformance] as const;

/** Reads again the lists and charts that count attempts. */
export function refreshAttemptLists(queryClient: QueryClient) {
  return Promise.all(
    COUNTS_ATTEMPTS.map((operation) => invalidateOperation(queryClient, operation)),
  );
}

/** An attempt a call answered with is the answer of reading it. */
export function keepAttempt(queryClient: QueryClient, attempt: Attempt) {
  setOperationData(queryClient, GetAttempt, { params: { id: attempt.id } }, attempt);
}

/** One attempt: the paper without answers while in progress, the result once submitted. */
export function useAttempt(id: string) {
  return useOperationQuery(GetAttempt, { params: { id } });
}

/** Starts an attempt of a paper, or resumes the one in progress. */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useOperationMutation(StartAttempt, {
    onSuccess: (attempt) => keepAttempt(queryClient, attempt),
  });
}

/** The student's marks for written answers. */
export function useSaveSelfMarks() {
  const queryClient = useQueryClient();
  return useOperationMutation(SaveSelfMarks, {
    onSuccess: (attempt) => {
      keepAttempt(queryClient, attempt);
      void refreshAttemptLists(queryClient);
    },
  });
}
