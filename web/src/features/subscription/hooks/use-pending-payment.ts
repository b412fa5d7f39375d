import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RecheckPayment } from '@common/contracts/payments';
import { Messages } from '@common/messages';
import type { ManualVerifyInput, VerifyPaymentResponse } from '@common/schemas/subscription';
import { toast } from '@/components/ui/use-toast';
import { call } from '@/lib/call';
import { PAYMENT_PROVIDER, useRecheckPayment } from '../api/payments';
import { failureUrl, successUrl } from '../payment-result';
import {
  PENDING_PAYMENT_KEY,
  clearPendingPaymentOf,
  isDueForAutoVerify,
  loadPendingPayment,
  parsePendingPayment,
  recordOf,
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

/** The bank has not answered yet: the order may still be paid, so the record stays. */
const stillOpen = (answer: VerifyPaymentResponse) => answer.state === 'pending';

/** The stored pending order of this user, kept in step with localStorage. */
function usePendingRecord(userId: string | undefined): PendingPayment | null {
  const raw = useSyncExternalStore(
    subscribePendingPayment,
    () => localStorage.getItem(PENDING_PAYMENT_KEY),
    () => null,
  );
  return useMemo(() => recordOf(parsePendingPayment(raw), userId), [raw, userId]);
}

/**
 * Spec §4 "Pending order": the stored record, its automatic verification on load when older
 * than 30 s and a user is present (failures only logged), and the manual Verify button. One
 * departure (decision 007): while the bank has not answered, the record and its button stay.
 */
export function usePendingPayment({ userId, auto }: { userId?: string; auto: boolean }) {
  const { t } = useTranslation();
  const record = usePendingRecord(userId);
  const verify = useRecheckPayment();
  const autoStarted = useRef(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!userId || !auto || autoStarted.current) return;
    const stored = recordOf(loadPendingPayment(), userId);
    if (!stored || !isDueForAutoVerify(stored)) return;
    autoStarted.current = true;
    call(RecheckPayment, { body: manualInputOf(stored) })
      .then((answer) => {
        // A created order was never paid: it is settled too (the server keeps watching it).
        if (stillOpen(answer)) return;
        clearPendingPaymentOf(stored.orderId);
        window.location.reload();
      })
      .catch((error: unknown) => console.warn('Automatic payment verification failed', error));
  }, [userId, auto]);

  const verifyNow = async () => {
    const stored = recordOf(loadPendingPayment(), userId);
    if (!stored) {
      toast({
        title: t('subscription.toast.noPendingTitle'),
        description: t('subscription.toast.noPendingText'),
      });
      return;
    }
    let answer: VerifyPaymentResponse;
    try {
      answer = await verify.mutateAsync({ body: manualInputOf(stored) });
    } catch {
      toast({
        variant: 'destructive',
        title: t('subscription.toast.verifyFailedTitle'),
        description: t('subscription.toast.manualVerifyFailedText'),
      });
      return;
    }
    if (stillOpen(answer)) {
      toast({
        title: t('subscription.toast.notConfirmedTitle'),
        description: t('messages.paymentPending'),
      });
      return;
    }
    // Spec §4: reload after 1 s; to the result's address, whose toast says how it went. The
    // button stays busy until then.
    setLeaving(true);
    const next = answer.success
      ? successUrl(PAYMENT_PROVIDER, answer.paymentId)
      : failureUrl(answer.message ?? Messages.paymentNotCompleted);
    setTimeout(() => {
      clearPendingPaymentOf(stored.orderId);
      window.location.assign(next);
    }, RELOAD_AFTER_VERIFY_MS);
  };

  return { record, verifyNow, verifying: verify.isPending || leaving };
}
