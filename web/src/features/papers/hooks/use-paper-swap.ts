import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { worthRetrying } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { useSwapOptions, useSwapPaperQuestion } from '../api/papers';
import type { PaperSwap } from '@/components/paper';

/**
 * Swapping questions on the paper shown (issue 12): the swap options, one swap at a time, and a
 * notice of what happened, in words a screen reader announces too.
 */
export function usePaperSwap(paperId: string | null): PaperSwap | undefined {
  const { t } = useTranslation();
  const options = useSwapOptions(paperId ?? '', Boolean(paperId));
  const mutation = useSwapPaperQuestion();
  const [busy, setBusy] = useState<PaperSwap['busy']>(null);
  if (!paperId) return undefined;
  const onSwap: PaperSwap['onSwap'] = (number, alternative) => {
    setBusy({ number, alternative });
    mutation.mutate(
      { params: { id: paperId }, body: { number, alternative } },
      {
        onSuccess: () => {
          toast({
            title: alternative
              ? t('paper.swappedAlternative', { number })
              : t('paper.swapped', { number }),
          });
          // Its Swap button may be gone (nothing else left): reading goes on at the question.
          document.getElementById(`question-${number}`)?.focus({ preventScroll: true });
        },
        onError: (error) =>
          toast({
            title: t('paper.swapFailed'),
            description: translateMessage(t, error.message),
            variant: 'destructive',
            ...(worthRetrying(error)
              ? {
                  action: {
                    label: t('common.tryAgain'),
                    onClick: () => onSwap(number, alternative),
                  },
                }
              : {}),
          }),
        onSettled: () => setBusy(null),
      },
    );
  };
  return { options: options.data, busy, onSwap };
}
