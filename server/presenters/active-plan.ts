import type { UiLanguage } from '@common/languages';
import type { ActivePlan } from '@common/schemas/subscription';
import type { Catalog } from '../content/catalog';
import type { SubscriptionRow } from '../db/schema';

/**
 * A subscription as the page lists it, with the names of its country and curriculum (the
 * curriculum in `language`; the page names countries itself).
 */
export function presentActivePlan(
  row: SubscriptionRow,
  catalog: Catalog,
  language: UiLanguage = 'en',
): ActivePlan {
  const curriculum = catalog.curricula.find((c) => c.id === row.curriculum);
  return {
    id: row.id,
    planType: row.plan,
    country: row.country,
    countryName: catalog.countries.find((c) => c.id === row.country)?.name ?? row.country,
    curriculum: row.curriculum,
    curriculumName: curriculum ? catalog.names(language).curriculum(curriculum) : row.curriculum,
    class: row.classNumber,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    paymentId: row.paymentId,
  };
}

/** "India · CBSE · Class 10": the spec's subscriptionScope text. */
export const scopeText = (plan: ActivePlan) =>
  `${plan.countryName} · ${plan.curriculumName} · Class ${plan.class}`;
