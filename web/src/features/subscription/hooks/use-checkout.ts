import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '@common/messages';
import type { PlanType } from '@common/plans';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/translate-message';
import { useCreateOrder } from '../api/payments';
import { loadCheckoutScript } from '../load-checkout-script';
import { clearPendingPaymentOf, savePendingPayment } from '../pending-payment';
import type { ScopeChoice } from '../scope';

/**
 * The Pay button (spec §4 "Payment"): idle, processing, then the provider's checkout in the same
 * window. The pending record is stored before leaving and cleared on every failure here. A payer
 * who leaves the checkout card while the order is being made (Back) is not sent on to pay.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const createOrder = useCreateOrder();
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    // Back from the provider's page, the browser may restore this page as it was left (its
    // back/forward cache), Pay still spinning: start it afresh.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      here.current = false;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  /** Ends this attempt; its own pending record goes (another tab's stays). */
  const fail = (title: string, description: string, orderId?: string) => {
    if (orderId) clearPendingPaymentOf(orderId);
    busy.current = false;
    if (!here.current) return;
    toast({ variant: 'destructive', title, description });
    setProcessing(false);
  };

  const pay = async ({
    userId,
    plan,
    scope,
  }: {
    userId: string;
    plan: PlanType;
    scope: ScopeChoice;
  }) => {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    let order;
    try {
      order = await createOrder.mutateAsync({
        body: {
          userId,
          planType: plan,
          country: scope.country,
          curriculum: scope.curriculum,
          class: Number(scope.classId),
        },
      });
    } catch (error) {
      // A reason the server names (the provider unreachable, an unknown class) says more.
      const known = error instanceof Error && messageKeyOf(error.message);
      fail(
        t('subscription.toast.paymentErrorTitle'),
        known ? translateMessage(t, (error as Error).message) : t('subscription.toast.initText'),
      );
      return;
    }
    if (!here.current) {
      busy.current = false;
      return;
    }
    savePendingPayment({
      orderId: order.orderId,
      userId,
      planType: plan,
      country: scope.country,
      curriculum: scope.curriculum,
      userClass: Number(scope.classId),
      timestamp: Date.now(),
    });
    toast({
      title: t('subscription.toast.redirectingTitle'),
      description: t('subscription.toast.redirectingText', { provider: 'Cashfree' }),
    });
    let cashfree;
    try {
      cashfree = await loadCheckoutScript(order.sdkUrl);
    } catch {
      fail(
        t('subscription.toast.gatewayTitle'),
        t('subscription.toast.gatewayText'),
        order.orderId,
      );
      return;
    }
    if (!here.current) {
      clearPendingPaymentOf(order.orderId);
      busy.current = false;
      return;
    }
    try {
      const result = await cashfree({ mode: order.mode }).checkout({
        paymentSessionId: order.paymentSessionId,
        redirectTarget: '_self',
      });
      if (result?.error)
        fail(
          t('subscription.toast.failedTitle'),
          result.error.message || t('subscription.toast.unexpectedText'),
          order.orderId,
        );
    } catch (error) {
      fail(
        t('subscription.toast.failedTitle'),
        (error instanceof Error && error.message) || t('subscription.toast.unexpectedText'),
        order.orderId,
      );
    }
  };

  return { pay, processing };
}
