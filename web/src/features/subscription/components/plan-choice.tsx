import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Check } from 'lucide-react';
import {
  PlanPrices,
  PlanTypes,
  YEARLY_PER_MONTH_INR,
  YEARLY_SAVING_INR,
  type PlanType,
} from '@common/plans';
import { cn } from '@/lib/cn';

/** The plan's feature list, the same copy as the landing page's pricing (spec §9). */
function planFeatures(t: TFunction, plan: PlanType): string[] {
  return t(`landing.plans.${plan}.features`, { returnObjects: true }) as string[];
}

/** A plan's features as a ticked list (the plan cards and the checkout card). */
export function PlanFeatureList({ plan }: { plan: PlanType }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
      {planFeatures(t, plan).map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/**
 * Monthly and yearly as one radio group (spec §2, §4: yearly by default). Native radios, so the
 * arrow keys move between the plans as in any radio group.
 */
export function PlanChoice({
  value,
  onChange,
}: {
  value: PlanType;
  onChange: (plan: PlanType) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-4 text-lg font-semibold text-slate-900">
        {t('subscription.plans.heading')}
      </legend>
      <div className="grid gap-4 md:grid-cols-2">
        {PlanTypes.map((plan) => {
          const price = PlanPrices[plan].priceInr;
          return (
            <label
              key={plan}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-2xl border bg-white p-5 shadow-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2',
                value === plan
                  ? 'border-brand-600 ring-2 ring-brand-600'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={plan}
                checked={value === plan}
                onChange={() => onChange(plan)}
                aria-labelledby={`${name}-${plan}-name ${name}-${plan}-price`}
                className="sr-only"
              />
              {plan === 'yearly' && (
                <span className="absolute -top-3 right-4 rounded-full bg-amber-400 px-3 py-0.5 text-xs font-bold text-slate-900">
                  {t('landing.promoSave', { saving: YEARLY_SAVING_INR })}
                </span>
              )}
              <span className="flex items-center justify-between gap-3">
                <span id={`${name}-${plan}-name`} className="text-lg font-semibold text-slate-900">
                  {t(`landing.plans.${plan}.name`)}
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2',
                    value === plan
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300',
                  )}
                >
                  {value === plan && <Check className="h-4 w-4" />}
                </span>
              </span>
              <span id={`${name}-${plan}-price`} className="mt-2">
                <span className="text-3xl font-extrabold text-slate-900">₹{price}</span>{' '}
                <span className="text-slate-600">{t(`landing.plans.${plan}.per`)}</span>
              </span>
              <span className="mt-1 min-h-5 text-sm text-slate-600">
                {plan === 'yearly' &&
                  t('landing.plans.yearly.note', { perMonth: YEARLY_PER_MONTH_INR })}
              </span>
              <PlanFeatureList plan={plan} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
