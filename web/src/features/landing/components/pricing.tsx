import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import {
  FREE_PAPERS,
  PlanPrices,
  YEARLY_PER_MONTH_INR,
  YEARLY_SAVING_INR,
  type PlanType,
} from '@common/plans';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const plans: PlanType[] = ['monthly', 'yearly'];

/** The promo banner and the two plans (spec §1, §9); /pricing scrolls here. */
export function Pricing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const figures = {
    monthly: PlanPrices.monthly.priceInr,
    yearly: PlanPrices.yearly.priceInr,
    saving: YEARLY_SAVING_INR,
    perMonth: YEARLY_PER_MONTH_INR,
    free: FREE_PAPERS,
  };
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20">
      <div className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-5 text-center sm:flex-row sm:justify-center sm:gap-6">
          <p className="font-semibold">{t('landing.promoPlans', figures)}</p>
          <p className="rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-slate-900">
            {t('landing.promoSave', figures)}
          </p>
          <p className="text-sm text-brand-100">{t('landing.promoFree', figures)}</p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-14">
        <h2 id="pricing-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('landing.pricingTitle')}
        </h2>
        <p className="mt-2 text-center text-slate-700">{t('landing.pricingText', figures)}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <article
              key={plan}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
                plan === 'yearly' ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
              )}
            >
              {plan === 'yearly' && (
                <p className="absolute -top-3 right-4 rounded-full bg-amber-400 px-3 py-0.5 text-xs font-bold text-slate-900">
                  {t('landing.promoSave', figures)}
                </p>
              )}
              <h3 className="text-lg font-semibold">{t(`landing.plans.${plan}.name`)}</h3>
              <p className="mt-2">
                <span className="text-4xl font-extrabold text-slate-900">
                  ₹{PlanPrices[plan].priceInr}
                </span>{' '}
                <span className="text-slate-600">{t(`landing.plans.${plan}.per`)}</span>
              </p>
              <p className="mt-1 h-5 text-sm text-slate-600">
                {plan === 'yearly' && t('landing.plans.yearly.note', figures)}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-slate-700">
                {(t(`landing.plans.${plan}.features`, { returnObjects: true }) as string[]).map(
                  (feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
                      {feature}
                    </li>
                  ),
                )}
              </ul>
              <Button
                className="mt-6"
                variant={plan === 'yearly' ? 'primary' : 'secondary'}
                onClick={() => navigate(`/subscription?plan=${plan}`)}
              >
                {t('landing.choosePlan', { plan: t(`landing.plans.${plan}.name`) })}
              </Button>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
