import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useStartAttempt } from '../api/attempts';
import { AttemptProblem, AttemptSkeleton } from './attempt-page';

/**
 * /attempt/:paperId: starts an attempt of the paper, or resumes the one in progress, and moves
 * to its own address so a reload resumes it rather than asking again.
 */
export function StartAttemptPage({ paperId }: { paperId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartAttempt();
  const asked = useRef<string | null>(null);
  const { mutate } = start;

  useEffect(() => {
    if (asked.current === paperId) return;
    asked.current = paperId;
    mutate(
      { params: { id: paperId } },
      { onSuccess: (attempt) => navigate(`/attempts/${attempt.id}`, { replace: true }) },
    );
  }, [paperId, mutate, navigate]);

  if (start.isError)
    return (
      <AttemptProblem
        notFound={start.error instanceof ApiError && start.error.status === 404}
        message={translateMessage(t, start.error.message)}
        onRetry={() => {
          asked.current = paperId;
          mutate(
            { params: { id: paperId } },
            { onSuccess: (attempt) => navigate(`/attempts/${attempt.id}`, { replace: true }) },
          );
        }}
      />
    );
  return <AttemptSkeleton />;
}
