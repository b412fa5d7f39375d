import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { VerifyPaymentInput } from '@common/schemas/subscription';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { PAYMENT_PROVIDER, verifyPayment } from '../api/payments';
import { failureUrl, parsePaymentResult, successUrl } from '../payment-result';
import { clearPendingPayment, loadPendingPayment, savePendingPayment } from '../pending-payment';

/**
 * While the provider has not confirmed yet: ask again after 2, 4, 8, 16, 16 and 16 s (about a
 * minute in all), then leave it to the Verify Pending Payment button.
 */
export const CONFIRM_DELAYS_MS = [2000, 4000, 8000, 16_000, 16_000, 16_000];

export type OrderReturnPhase = 'none' | 'checking' | 'confirming' | 'unconfirmed';

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

/**
 * The payer is back from the provider at /subscription?order_id=… (the server's return_url):
 * verify the order; a success or a failure goes to the result address (spec §4), an order the
 * bank has not confirmed yet is asked about again for a minute, keeping the pending record.
 */
export function useOrderReturn(userId: string | undefined): OrderReturnPhase {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const result = parsePaymentResult(params);
  const orderId = result?.kind === 'returned' ? result.orderId : '';
  const [progress, setProgress] = useState<{ orderId: string; phase: OrderReturnPhase }>({
    orderId: '',
    phase: 'none',
  });

  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const input = verifyInputOf(orderId);
    const check = async (attempt: number) => {
      try {
        const answer = await verifyPayment(input);
        if (cancelled) return;
        if (answer.success) {
          clearPendingPayment();
          navigate(successUrl(PAYMENT_PROVIDER, answer.paymentId), { replace: true });
        } else if (answer.state === 'failed' || answer.state === 'expired') {
          clearPendingPayment();
          const reason = translateMessage(t, answer.message) || t('messages.paymentNotCompleted');
          navigate(failureUrl(reason), { replace: true });
        } else {
          // Keep (or make) the record, so the Verify Pending Payment button is there.
          if (!loadPendingPayment())
            savePendingPayment({
              orderId,
              userId: userId ?? '',
              planType: answer.planType,
              country: '',
              curriculum: '',
              userClass: 0,
              timestamp: Date.now(),
            });
          const delay = CONFIRM_DELAYS_MS[attempt];
          if (delay === undefined) {
            setProgress({ orderId, phase: 'unconfirmed' });
            return;
          }
          setProgress({ orderId, phase: 'confirming' });
          timer = setTimeout(() => void check(attempt + 1), delay);
        }
      } catch (error) {
        if (cancelled) return;
        console.error('Payment verification failed', error);
        // Spec §8: the server answered with an error ("Verification Failed"), or could not be
        // reached at all ("Payment Verification Failed"). The pending record stays either way.
        const answered = error instanceof ApiError;
        toast({
          variant: 'destructive',
          title: answered
            ? t('subscription.toast.verifyFailedTitle')
            : t('subscription.toast.verifyUnableTitle'),
          description: answered
            ? t('subscription.toast.verifyAfterPaymentText')
            : t('subscription.toast.verifyUnableText'),
        });
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('order_id');
            return next;
          },
          { replace: true },
        );
      }
    };
    void check(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [orderId, userId, navigate, setParams, t]);

  if (!orderId) return 'none';
  return progress.orderId === orderId ? progress.phase : 'checking';
}
