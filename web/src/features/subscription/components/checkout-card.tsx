import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CalendarPlus, CreditCard, Loader2, Lock, ShieldCheck } from 'lucide-react';
import { PlanPrices, type PlanType } from '@common/plans';
import { Button } from '@/components/ui/button';
import { formatDate } from '@common/format';
import { useCheckout } from '../hooks/use-checkout';
import type { ScopeChoice } from '../scope';
import { PlanFeatureList } from './plan-choice';

const PROVIDER_NAME = 'Cashfree';

/**
 * The payment screen (spec §2): the chosen plan, its price and features, Pay, security notes. A
 * payer who already holds this plan for this class is told that paying again extends it.
 */
export function CheckoutCard({
  userId,
  plan,
  scope,
  scopeLabel,
  heldUntil,
  onBack,
}: {
  userId: string;
  plan: PlanType;
  scope: ScopeChoice;
  scopeLabel: string;
  /** When the same plan for the same class already runs: its end date. */
  heldUntil?: string;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { pay, processing } = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const price = `₹${PlanPrices[plan].priceInr}`;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
      <Button variant="ghost" onClick={onBack} disabled={processing} className="-ml-2">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('subscription.checkout.back')}
      </Button>
      <section
        className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        aria-labelledby="checkout-heading"
      >
        <h1
          id="checkout-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none"
        >
          {t('subscription.checkout.heading')}
        </h1>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-b border-slate-100 pb-4">
          <div>
            <p className="text-lg font-semibold text-slate-900" data-testid="checkout-plan">
              {t('subscription.active.plan', { plan: t(`landing.plans.${plan}.name`) })}
            </p>
            <p className="text-sm text-slate-600">{scopeLabel}</p>
          </div>
          <div className="text-right">
            <p className="text-3xl font-extrabold text-slate-900">{price}</p>
            <p className="text-sm text-slate-600">{t(`subscription.checkout.duration.${plan}`)}</p>
          </div>
        </div>
        {heldUntil && (
          <p
            data-testid="checkout-extends"
            className="mt-4 flex gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
          >
            <CalendarPlus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('subscription.checkout.extends', {
              date: formatDate(heldUntil, i18n.language),
              duration: t(`subscription.checkout.duration.${plan}`),
            })}
          </p>
        )}
        <p className="mt-4 text-slate-700">{t(`subscription.checkout.description.${plan}`)}</p>
        <PlanFeatureList plan={plan} />
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => void pay({ userId, plan, scope })}
          disabled={processing}
          aria-busy={processing || undefined}
        >
          {processing ? (
            <>
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
              {t('subscription.checkout.processing')}
            </>
          ) : (
            <>
              <CreditCard className="h-5 w-5" aria-hidden />
              {t('subscription.checkout.pay', { price, provider: PROVIDER_NAME })}
            </>
          )}
        </Button>
        <ul className="mt-5 space-y-2 text-sm text-slate-600">
          <li className="flex gap-2">
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            {t('subscription.checkout.ssl')}
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            {t('subscription.checkout.methods')}
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            {t('subscription.checkout.provider', { provider: PROVIDER_NAME })}
          </li>
        </ul>
      </section>
    </div>
  );
}
