import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/translate-message';
import { parsePaymentResult, withoutResult, type PaymentResult } from '../payment-result';

/** Spec §9: a success toast stays 5 s, a failure 7 s. */
export const SUCCESS_TOAST_MS = 5000;
export const FAILURE_TOAST_MS = 7000;
/** The result leaves the address this long after it was read (spec §4: "shortly afterwards"). */
const CLEAR_RESULT_AFTER_MS = 1500;

function showResult(t: TFunction, result: PaymentResult) {
  if (result.kind === 'success') {
    const text = t('subscription.toast.successText');
    toast({
      title: t('subscription.toast.successTitle'),
      description: result.paymentId
        ? `${text} ${t('subscription.toast.paymentId', { id: result.paymentId })}`
        : text,
      mark: 'success',
      duration: SUCCESS_TOAST_MS,
    });
  } else if (result.kind === 'failed') {
    toast({
      title: t('subscription.toast.failedTitle'),
      // The reason is one of our messages (payment-result.ts): shown in the reader's language.
      description: result.reason
        ? translateMessage(t, result.reason)
        : t('subscription.toast.resultFailedText'),
      mark: 'failure',
      variant: 'destructive',
      duration: FAILURE_TOAST_MS,
    });
  } else if (result.kind === 'error') {
    toast({
      title: t('subscription.toast.errorTitle'),
      description: t('subscription.toast.resultErrorText'),
      mark: 'warning',
      variant: 'destructive',
      duration: FAILURE_TOAST_MS,
    });
  }
}

/**
 * Spec §4 "Payment result on load": ?payment=success|failed|error (or ?error=) shows its toast,
 * a success reads the subscription status again, and the result then leaves the address.
 */
export function usePaymentResultToast(onSuccess: () => void) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  useEffect(() => {
    const current = new URLSearchParams(query);
    const result = parsePaymentResult(current);
    if (!result || result.kind === 'returned') return;
    showResult(t, result);
    if (result.kind === 'success') onSuccessRef.current();
    const timer = setTimeout(
      () => setParams(withoutResult(current), { replace: true }),
      CLEAR_RESULT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [query, t, setParams]);
}
