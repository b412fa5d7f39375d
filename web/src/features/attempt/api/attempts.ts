import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Attempt } from '@common/schemas/attempt';
import { apiRequest } from '@/lib/api-client';
import type { Answers } from '../attempt-answers';

/** The query key of one attempt: its URL, as the spec's query keys are. */
export const attemptKey = (id: string) => [`/api/attempts/${encodeURIComponent(id)}`];

/** GET /api/attempts/:id: the paper without answers while in progress; the result once submitted. */
export function getAttempt(id: string) {
  return apiRequest<Attempt>('GET', attemptKey(id)[0]!);
}

/** PUT /api/attempts/:id/answers: every answer so far (409 once submitted or time is up). */
export function updateAnswers(id: string, answers: Answers) {
  return apiRequest<Attempt>('PUT', `${attemptKey(id)[0]}/answers`, { answers });
}

/** POST /api/attempts/:id/submit: submits and marks; submitting twice returns the same result. */
export function submitAttempt(id: string) {
  return apiRequest<Attempt>('POST', `${attemptKey(id)[0]}/submit`);
}

/** Lists and charts that count attempts are out of date once one is submitted or marked. */
export function refreshAttemptLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      (queryKey[0].startsWith('/api/papers') || queryKey[0].startsWith('/api/analytics')),
  });
}

/** One attempt, kept fresh by the screens that change it. */
export function useAttempt(id: string) {
  return useQuery({ queryKey: attemptKey(id), queryFn: () => getAttempt(id) });
}

/** POST /api/papers/:id/attempts: starts an attempt, or resumes the one in progress. */
export function useCreateAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paperId: string) =>
      apiRequest<Attempt>('POST', `/api/papers/${encodeURIComponent(paperId)}/attempts`),
    onSuccess: (attempt) => queryClient.setQueryData(attemptKey(attempt.id), attempt),
  });
}

/** PUT /api/attempts/:id/self-marks: the student's marks for written answers. */
export function useUpdateSelfMarks(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marks: Record<string, number>) =>
      apiRequest<Attempt>('PUT', `${attemptKey(id)[0]}/self-marks`, { marks }),
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptKey(id), attempt);
      void refreshAttemptLists(queryClient);
    },
  });
}
