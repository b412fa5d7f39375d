import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '@common/messages';
import type { PlanType } from '@common/plans';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/translate-message';
import { useCreateOrder } from '../api/payments';
import { loadCheckoutScript } from '../load-checkout-script';
import { clearPendingPayment, savePendingPayment } from '../pending-payment';
import type { ScopeChoice } from '../scope';

/**
 * The Pay button (spec §4 "Payment"): idle, processing, then the provider's checkout in the same
 * window. The pending record is stored before leaving and cleared on every failure here.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const createOrder = useCreateOrder();
  const [processing, setProcessing] = useState(false);

  const fail = (title: string, description: string) => {
    clearPendingPayment();
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
    setProcessing(true);
    let order;
    try {
      order = await createOrder.mutateAsync({
        userId,
        planType: plan,
        country: scope.country,
        curriculum: scope.curriculum,
        class: Number(scope.classId),
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
      fail(t('subscription.toast.gatewayTitle'), t('subscription.toast.gatewayText'));
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
        );
    } catch (error) {
      fail(
        t('subscription.toast.failedTitle'),
        (error instanceof Error && error.message) || t('subscription.toast.unexpectedText'),
      );
    }
  };

  return { pay, processing };
}
