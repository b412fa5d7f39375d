import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CalendarCheck } from 'lucide-react';
import type { ActivePlan, UserSubscription } from '@common/schemas/subscription';
import { formatDate } from '@common/format';
import { PlanAllowances } from './plan-allowances';
import { scopeText } from './scope-fields';

/** The last 6 characters of the provider's payment id (spec §3). */
export const shortPaymentId = (paymentId: string) => paymentId.slice(-6);

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** "India · CBSE · Class 10" for a plan held, in the reader's language. */
const planScope = (t: TFunction, plan: ActivePlan) =>
  scopeText(t, { ...plan, classId: plan.class });

/** One subscription the user holds: plan, scope, end date and the payment's reference. */
function ActivePlanItem({ plan }: { plan: ActivePlan }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      data-testid="active-plan"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <p className="font-semibold text-slate-900">
        {t('subscription.active.plan', { plan: t(`landing.plans.${plan.planType}.name`) })}
      </p>
      <p className="mt-0.5 text-sm text-slate-700">{planScope(t, plan)}</p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        <CalendarCheck className="h-4 w-4 text-emerald-700" aria-hidden />
        {t('subscription.active.ends', { date: formatDate(plan.endDate, i18n.language) })}
      </p>
      {plan.paymentId && (
        <p className="mt-1 text-xs text-slate-600">
          {t('subscription.active.paymentId', { id: shortPaymentId(plan.paymentId) })}
        </p>
      )}
    </li>
  );
}

/** The list of active subscriptions (spec §2). */
export function ActivePlans({ plans }: { plans: ActivePlan[] }) {
  const { t } = useTranslation();
  return (
    <section className={card} aria-labelledby="active-plans-heading">
      <h2 id="active-plans-heading" className="text-lg font-semibold text-slate-900">
        {t('subscription.active.heading')}
      </h2>
      {plans.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('subscription.active.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {plans.map((plan) => (
            <ActivePlanItem key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The single-subscription card of the status response (spec §2), with what is left: the free
 * papers, or for a subscriber this month's papers and downloads in each class a plan covers.
 */
export function SubscriptionSummary({
  status,
  signedIn,
}: {
  status: UserSubscription;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const left = Math.max(0, status.freePapersLimit - status.freePapersUsed);
  const type =
    status.subscriptionType === 'free'
      ? t('subscription.summary.free')
      : t(`landing.plans.${status.subscriptionType}.name`);
  // The plan the card speaks of (the server's last active one), named in the reader's language.
  const current = status.activeSubscriptionPlans.at(-1);
  return (
    <section className={card} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        {t('subscription.summary.heading')}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <Fact label={t('subscription.summary.type')}>
          <span data-testid="subscription-type">{type}</span>
        </Fact>
        <Fact label={t('subscription.summary.endDate')}>
          {status.subscriptionEndDate ? formatDate(status.subscriptionEndDate, i18n.language) : '—'}
        </Fact>
        <Fact label={t('subscription.summary.scope')}>
          {current ? planScope(t, current) : (status.subscriptionScope ?? '—')}
        </Fact>
        {status.allowances.length === 0 && (
          <Fact label={t('subscription.summary.freeLeft')}>
            <span data-testid="free-papers-left">
              {signedIn
                ? t('subscription.summary.freeLeftValue', { left, limit: status.freePapersLimit })
                : '—'}
            </span>
          </Fact>
        )}
      </dl>
      {status.allowances.length > 0 && (
        <PlanAllowances allowances={status.allowances} plans={status.activeSubscriptionPlans} />
      )}
      {!signedIn && (
        <p className="mt-3 text-sm text-slate-600">{t('subscription.summary.guest')}</p>
      )}
    </section>
  );
}
