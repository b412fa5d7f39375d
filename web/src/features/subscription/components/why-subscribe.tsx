import { useTranslation } from 'react-i18next';
import { BarChart3, FileDown, Layers, Wallet } from 'lucide-react';
import {
  MONTHLY_PAPERS_PER_SUBJECT,
  PDF_DOWNLOADS_PER_SUBJECT_PER_MONTH,
  PlanPrices,
  YEARLY_PER_MONTH_INR,
} from '@common/plans';

const points = [
  { key: 'papers', icon: Layers },
  { key: 'pdf', icon: FileDown },
  { key: 'analytics', icon: BarChart3 },
  { key: 'price', icon: Wallet },
] as const;

/** Why Subscribe (spec §2): what a plan gives, from the plan table; no invented figures. */
export function WhySubscribe() {
  const { t } = useTranslation();
  const figures = {
    papers: MONTHLY_PAPERS_PER_SUBJECT,
    downloads: PDF_DOWNLOADS_PER_SUBJECT_PER_MONTH,
    yearly: PlanPrices.yearly.priceInr,
    monthly: PlanPrices.monthly.priceInr,
    perMonth: YEARLY_PER_MONTH_INR,
  };
  return (
    <section aria-labelledby="why-heading" className="rounded-2xl bg-slate-100 p-5 sm:p-8">
      <h2 id="why-heading" className="text-xl font-bold text-slate-900">
        {t('subscription.why.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {points.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">
                {t(`subscription.why.${key}.title`)}
              </span>
              <span className="block text-sm text-slate-700">
                {t(`subscription.why.${key}.text`, figures)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
