import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualVerifyInput } from '@common/schemas/subscription';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/translate-message';
import { manualVerify, useManualVerify } from '../api/payments';
import {
  PENDING_PAYMENT_KEY,
  clearPendingPayment,
  isDueForAutoVerify,
  loadPendingPayment,
  parsePendingPayment,
  subscribePendingPayment,
  type PendingPayment,
} from '../pending-payment';

/** Spec §9: after a manual verification the page reloads after 1 s. */
export const RELOAD_AFTER_VERIFY_MS = 1000;

const manualInputOf = (record: PendingPayment): ManualVerifyInput => ({
  orderId: record.orderId,
  userId: record.userId || undefined,
  planType: record.planType,
  country: record.country || undefined,
  curriculum: record.curriculum || undefined,
  userClass: record.userClass || undefined,
});

/** The stored pending order, kept in step with localStorage. */
function usePendingRecord(): PendingPayment | null {
  const raw = useSyncExternalStore(
    subscribePendingPayment,
    () => localStorage.getItem(PENDING_PAYMENT_KEY),
    () => null,
  );
  return useMemo(() => parsePendingPayment(raw), [raw]);
}

/**
 * Spec §4 "Pending order": the stored record, its automatic verification on load when older
 * than 30 s and a user is present (failures only logged), and the manual Verify button.
 */
export function usePendingPayment({ userId, auto }: { userId?: string; auto: boolean }) {
  const { t } = useTranslation();
  const record = usePendingRecord();
  const verify = useManualVerify();
  const autoStarted = useRef(false);

  useEffect(() => {
    if (!userId || !auto || autoStarted.current) return;
    const stored = loadPendingPayment();
    if (!stored || !isDueForAutoVerify(stored)) return;
    autoStarted.current = true;
    manualVerify(manualInputOf(stored))
      .then(() => {
        clearPendingPayment();
        window.location.reload();
      })
      .catch((error: unknown) => console.warn('Automatic payment verification failed', error));
  }, [userId, auto]);

  const verifyNow = async () => {
    const stored = loadPendingPayment();
    if (!stored) {
      toast({
        title: t('subscription.toast.noPendingTitle'),
        description: t('subscription.toast.noPendingText'),
      });
      return;
    }
    try {
      const answer = await verify.mutateAsync(manualInputOf(stored));
      if (answer.state === 'pending' || answer.state === 'created') {
        toast({
          title: t('subscription.toast.notConfirmedTitle'),
          description: translateMessage(t, answer.message) || t('messages.paymentPending'),
        });
        return;
      }
      clearPendingPayment();
      toast(
        answer.success
          ? {
              title: t('subscription.toast.successTitle'),
              description: t('subscription.toast.successText'),
              mark: 'success',
            }
          : {
              title: t('subscription.toast.failedTitle'),
              description: translateMessage(t, answer.message) || t('messages.paymentNotCompleted'),
              mark: 'failure',
              variant: 'destructive',
            },
      );
      setTimeout(() => window.location.reload(), RELOAD_AFTER_VERIFY_MS);
    } catch {
      toast({
        variant: 'destructive',
        title: t('subscription.toast.verifyFailedTitle'),
        description: t('subscription.toast.manualVerifyFailedText'),
      });
    }
  };

  return { record, verifyNow, verifying: verify.isPending };
}
