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
  if (!country && !curriculum && !classId) return DEFAULT_SCOPE;
  return { country, curriculum, classId };
}

/** All three are chosen. */
export const isScopeComplete = (scope: ScopeChoice) =>
  Boolean(scope.country && scope.curriculum && scope.classId);

/**
 * The subscription page for one scope: /subscription?country=&curriculum=&class=. Without a
 * country, the curriculum id's first part names it (catalog ids read "in-cbse", "uk-gcse").
 */
export function plansHref(scope: { country?: string; curriculum: string; class: number }): string {
  const country = scope.country || scope.curriculum.split('-')[0] || '';
  const params = new URLSearchParams({
    country,
    curriculum: scope.curriculum,
    class: String(scope.class),
  });
  return `/subscription?${params.toString()}`;
}
