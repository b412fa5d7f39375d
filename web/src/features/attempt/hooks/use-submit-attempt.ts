import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { reachedServer } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { SubmitAttempt } from '@common/contracts/attempts';
import { call } from '@/lib/call';
import { keepAttempt, refreshAttemptLists } from '../api/attempts';
import type { AnswerSaver } from '../answer-saver';

/** How often a submit at time up that could not reach the server is tried again. */
const TIME_UP_RETRY_MS = 10_000;

type Saver = Pick<AnswerSaver, 'saveNow' | 'close'>;

/**
 * Submitting: the last answers are saved first, then the attempt is marked and the result takes
 * the screen. At time up it submits by itself, and keeps trying while the connection is down.
 */
export function useSubmitAttempt(attemptId: string, saver: Saver) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);

  const submit = useCallback(
    async (auto: boolean) => {
      setPending(true);
      setError(null);
      if (auto) setTimeUp(true);
      const offlineText = t('attempt.submit.offline');
      const saved = await saver.saveNow();
      if (saved === 'closed') return; // the server submitted it already; the result loads
      if (saved === 'unsaved') {
        setError(navigator.onLine ? t('attempt.submit.notSaved') : offlineText);
        setPending(false);
        return;
      }
      try {
        const done = await call(SubmitAttempt, { params: { id: attemptId } });
        saver.close();
        keepAttempt(queryClient, done);
        void refreshAttemptLists(queryClient);
        if (auto) toast({ title: t('attempt.timeUp.submitted') });
      } catch (failure) {
        setError(reachedServer(failure) ? translateMessage(t, failure.message) : offlineText);
        setPending(false);
      }
    },
    [attemptId, queryClient, saver, t],
  );

  // At time up, a submit that failed is tried again when the connection returns, and now and then.
  const waiting = timeUp && !pending;
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void submit(true);
    const timer = setInterval(retry, TIME_UP_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [waiting, submit]);

  return { submit, pending, error, timeUp, clearError: () => setError(null) };
}
