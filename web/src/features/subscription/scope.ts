import type { PlanType } from '@common/plans';
import { withoutShownResult } from './payment-result';

/** The Country + Curriculum + Class a subscription is for (spec §3, §6), as the picker holds it. */
export type ScopeChoice = { country: string; curriculum: string; classId: string };
export type ScopeLevel = keyof ScopeChoice;

/** Spec §3: India, CBSE, class 10. */
export const DEFAULT_SCOPE: ScopeChoice = { country: 'in', curriculum: 'in-cbse', classId: '10' };

/** A change clears what hangs below it: a country clears curriculum and class (spec §4). */
export function chooseScope(scope: ScopeChoice, level: ScopeLevel, value: string): ScopeChoice {
  if (level === 'country') return { country: value, curriculum: '', classId: '' };
  if (level === 'curriculum') return { ...scope, curriculum: value, classId: '' };
  return { ...scope, classId: value };
}

/** The scope named by ?country=&curriculum=&class= (a limit prompt's link), else the default. */
export function scopeFromParams(params: URLSearchParams): ScopeChoice {
  const country = params.get('country')?.trim() ?? '';
  const curriculum = params.get('curriculum')?.trim() ?? '';
  const classId = params.get('class')?.trim() ?? '';
  if (!params.has('country') && !params.has('curriculum') && !params.has('class'))
    return DEFAULT_SCOPE;
  return { country, curriculum, classId };
}

/** All three are chosen. */
export const isScopeComplete = (scope: ScopeChoice) =>
  Boolean(scope.country && scope.curriculum && scope.classId);

/** An option of a list; `available: false` (coming soon) is shown but can never be bought. */
type Option = { id: string; available?: boolean };

/** The picker's option lists; a list that is loading, idle or failed is undefined. */
export type ScopeOptionLists = { countries?: Option[]; curricula?: Option[]; classes?: Option[] };

/** Plans are sold for classes 1 to 12 (common/schemas/subscription.ts), not the catalog's class 0. */
export const purchasableClasses = <T extends Option>(classes: T[] | undefined) =>
  classes?.filter((c) => c.id !== '0');

/**
 * The part of a choice that the lists really offer: a value they do not hold or that is coming
 * soon (an old link, class 0, a class without questions, a list that failed to load) reads as not
 * chosen, and so does everything below it. This is what the selects show and what a checkout may
 * buy.
 */
export function knownScope(scope: ScopeChoice, options: ScopeOptionLists): ScopeChoice {
  const has = (list: Option[] | undefined, id: string) =>
    Boolean(list?.some((o) => o.id === id && o.available !== false));
  const country = has(options.countries, scope.country) ? scope.country : '';
  const curriculum = country && has(options.curricula, scope.curriculum) ? scope.curriculum : '';
  const classId =
    curriculum && has(purchasableClasses(options.classes), scope.classId) ? scope.classId : '';
  return { country, curriculum, classId };
}

/** The plan named by ?plan= (the landing page's "Choose Monthly"), else yearly (spec §4). */
export function planFromParams(params: URLSearchParams): PlanType {
  return params.get('plan') === 'monthly' ? 'monthly' : 'yearly';
}

/**
 * The address with the picker's choices in it, so a reload or Back keeps them. An emptied choice
 * stays in the address as empty, so it does not turn back into the default.
 */
export function withChoices(
  params: URLSearchParams,
  scope: ScopeChoice,
  plan: PlanType,
): URLSearchParams {
  // A payment result already shown must not come back with the next choice.
  const next = withoutShownResult(params);
  next.set('country', scope.country);
  next.set('curriculum', scope.curriculum);
  next.set('class', scope.classId);
  next.set('plan', plan);
  return next;
}
