import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { VerifyPayment } from '@common/contracts/payments';
import { Messages } from '@common/messages';
import type { PlanType } from '@common/plans';
import type { VerifyPaymentInput } from '@common/schemas/subscription';
import { toast } from '@/components/ui/use-toast';
import { ApiError, reachedServer } from '@/lib/api-client';
import { call } from '@/lib/call';
import { translateMessage } from '@/lib/translate-message';
import { PAYMENT_PROVIDER } from '../api/payments';
import { failureUrl, parsePaymentResult, successUrl } from '../payment-result';
import { clearPendingPaymentOf, loadPendingPayment, savePendingPayment } from '../pending-payment';

/**
 * While the provider has not confirmed yet: ask again after 2, 4, 8, 16, 16 and 16 s (about a
 * minute in all), then leave it to the payer's "Check again" or Verify Pending Payment.
 */
export const CONFIRM_DELAYS_MS = [2000, 4000, 8000, 16_000, 16_000, 16_000];

export type OrderReturnPhase =
  | 'none'
  | 'checking'
  | 'confirming'
  | 'unconfirmed'
  /** Back from the provider without a session here: the order waits in the address for a login. */
  | 'needsLogin';

function verifyInputOf(orderId: string): VerifyPaymentInput {
  const record = loadPendingPayment();
  if (!record || record.orderId !== orderId) return { orderId };
  return {
    orderId,
    userId: record.userId,
    planType: record.planType,
    subscriptionScope: {
      country: record.country,
      curriculum: record.curriculum,
      class: record.userClass,
    },
  };
}

/** The record names the order the payer came back from (another tab's order gives way to it). */
function keepRecordOf(orderId: string, userId: string, planType: PlanType) {
  if (loadPendingPayment()?.orderId === orderId) return;
  savePendingPayment({
    orderId,
    userId,
    planType,
    country: '',
    curriculum: '',
    userClass: 0,
    timestamp: Date.now(),
  });
}

/**
 * The payer is back from the provider at /subscription?order_id=… (the server's return_url):
 * verify that order; a success or a failure goes to the result address (spec §4), an order the
 * bank has not confirmed yet is asked about again for a minute. A guest is asked to log in first,
 * and the order stays in the address until then.
 */
export function useOrderReturn({
  userId,
  authReady,
}: {
  userId: string | undefined;
  authReady: boolean;
}): { phase: OrderReturnPhase; checkAgain: () => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const result = parsePaymentResult(params);
  const orderId = result?.kind === 'returned' ? result.orderId : '';
  const [round, setRound] = useState(0);
  const [progress, setProgress] = useState<{ key: string; phase: OrderReturnPhase }>({
    key: '',
    phase: 'none',
  });
  const key = `${orderId}#${round}`;
  // setParams changes with every change of the address (a choice in the picker): kept in a ref,
  // so choosing a class while the payment is confirmed does not start the checks over.
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    setParamsRef.current = setParams;
  });

  useEffect(() => {
    // Until the server says who is signed in, the user is only the browser's copy: wait.
    if (!orderId || !userId || !authReady) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const input = verifyInputOf(orderId);
    const check = async (attempt: number) => {
      try {
        const answer = await call(VerifyPayment, { body: input });
        if (cancelled) return;
        if (answer.success) {
          clearPendingPaymentOf(orderId);
          navigate(successUrl(PAYMENT_PROVIDER, answer.paymentId), { replace: true });
        } else if (answer.state === 'failed' || answer.state === 'expired') {
          clearPendingPaymentOf(orderId);
          navigate(failureUrl(answer.message ?? Messages.paymentNotCompleted), { replace: true });
        } else {
          keepRecordOf(orderId, userId, answer.planType);
          const delay = CONFIRM_DELAYS_MS[attempt];
          if (delay === undefined) {
            setProgress({ key, phase: 'unconfirmed' });
            return;
          }
          setProgress({ key, phase: 'confirming' });
          timer = setTimeout(() => void check(attempt + 1), delay);
        }
      } catch (error) {
        if (cancelled) return;
        console.error('Payment verification failed', error);
        if (error instanceof ApiError && error.status === 404) {
          // Not an order of this account: nothing to wait for.
          toast({
            variant: 'destructive',
            title: t('subscription.toast.verifyFailedTitle'),
            description: translateMessage(t, error.message),
          });
          setParamsRef.current(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete('order_id');
              return next;
            },
            { replace: true },
          );
          return;
        }
        // Spec §8: the server answered with an error ("Verification Failed"), or could not be
        // reached at all ("Payment Verification Failed"). The order stays in the address, so
        // "Check again" (or a reload) asks once more.
        const answered = reachedServer(error);
        toast({
          variant: 'destructive',
          title: answered
            ? t('subscription.toast.verifyFailedTitle')
            : t('subscription.toast.verifyUnableTitle'),
          description: answered
            ? t('subscription.toast.verifyAfterPaymentText')
            : t('subscription.toast.verifyUnableText'),
        });
        setProgress({ key, phase: 'unconfirmed' });
      }
    };
    void check(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [orderId, userId, authReady, key, navigate, t]);

  const checkAgain = () => setRound((n) => n + 1);
  if (!orderId) return { phase: 'none', checkAgain };
  if (!authReady) return { phase: 'checking', checkAgain };
  if (!userId) return { phase: 'needsLogin', checkAgain };
  return { phase: progress.key === key ? progress.phase : 'checking', checkAgain };
}
