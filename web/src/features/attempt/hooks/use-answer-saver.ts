import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Attempt, AttemptAnswer } from '@common/schemas/attempt';
import { GetAttempt, SaveAttemptAnswers } from '@common/contracts/attempts';
import { call } from '@/lib/call';
import { setOperationData } from '@/lib/operation-query';
import { AnswerSaver, type SaveStatus } from '../answer-saver';

/** The attempt's answers with autosave: state for the screen, the saver for submitting. */
export function useAnswerSaver(attempt: Attempt, onClosed: (message: string) => void) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const [saver] = useState(
    () =>
      new AnswerSaver({
        attemptId: attempt.id,
        serverAnswers: attempt.answers,
        save: async (answers) => {
          const saved = await call(SaveAttemptAnswers, {
            params: { id: attempt.id },
            body: { answers },
          });
          // Coming back to this screen later starts from what the server has, not from the load.
          setOperationData(queryClient, GetAttempt, { params: { id: attempt.id } }, (cached) =>
            cached ? { ...cached, answers: saved.answers } : cached,
          );
        },
        onStatus: setStatus,
      }),
  );
  const [answers, setAnswers] = useState(saver.answers);

  useEffect(() => {
    saver.start(onClosed);
    window.addEventListener('online', saver.online);
    window.addEventListener('offline', saver.offline);
    return () => {
      saver.stop();
      window.removeEventListener('online', saver.online);
      window.removeEventListener('offline', saver.offline);
    };
  }, [saver, onClosed]);

  const change = useCallback(
    (number: number, answer: AttemptAnswer) => setAnswers(saver.change(String(number), answer)),
    [saver],
  );

  return {
    answers,
    status: status ?? saver.initialStatus,
    change,
    saver,
  };
}
