import { useTranslation } from 'react-i18next';
import type { ActivePlan, ScopeAllowances } from '@common/schemas/subscription';
import { scopeText } from './scope-fields';

/**
 * What a subscriber has left this month, subject by subject in each class a plan covers: papers
 * (unlimited on the yearly plan) and PDF downloads (issue 12, instead of "free papers left 0").
 */
export function PlanAllowances({
  allowances,
  plans,
}: {
  allowances: ScopeAllowances[];
  plans: ActivePlan[];
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-4" data-testid="plan-allowances">
      <h3 className="text-sm font-semibold text-slate-900">{t('subscription.left.heading')}</h3>
      {allowances.map((scope) => {
        const plan = plans.find(
          (p) =>
            p.country === scope.country &&
            p.curriculum === scope.curriculum &&
            p.class === scope.class,
        );
        return (
          <section key={`${scope.country}/${scope.curriculum}/${scope.class}`}>
            <p className="text-sm text-slate-600">
              {plan
                ? scopeText(t, { ...plan, classId: plan.class })
                : t('paper.class', { class: scope.class })}
            </p>
            {scope.subjects.length === 0 && (
              <p className="mt-1 text-sm text-slate-700">{t('subscription.left.none')}</p>
            )}
            <ul className="mt-1 divide-y divide-slate-100 text-sm">
              {scope.subjects.map((s) => (
                <li
                  key={s.subject}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5"
                >
                  <span className="font-medium text-slate-900">{s.subjectName}</span>
                  <span className="text-slate-700">
                    {s.papers
                      ? t('subscription.left.papers', {
                          left: s.papers.left,
                          limit: s.papers.limit,
                        })
                      : t('subscription.left.unlimited')}
                    {' · '}
                    {t('subscription.left.pdfs', { left: s.pdfs.left, limit: s.pdfs.limit })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
