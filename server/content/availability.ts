import type { Coverage } from '@common/schemas/site-facts';
import type { QuestionPool } from '../engine/pool';
import { canMakeDefaultPaper } from '../engine/readiness';
import { subjectKey, type Catalog } from './catalog';

/** What the catalog can really serve today: the one rule behind every "coming soon" (issue 12). */
export type Availability = {
  /** The subject makes a full default paper. */
  subject(curriculum: string, classNumber: number, subject: string): boolean;
  /** A class (the scope a plan is bought for) with at least one available subject. */
  scope(curriculum: string, classNumber: number): boolean;
  /** A curriculum with at least one available class. */
  curriculum(curriculum: string): boolean;
  /** A country that offers at least one available curriculum (its own, or an international one). */
  country(country: string): boolean;
  /** Each curriculum with available classes, its short name and those classes, in catalog order. */
  coverage(): Coverage[];
};

/** Works out, once at start, which subjects, classes, curricula and countries are available. */
export function buildAvailability(
  catalog: Catalog,
  pool: (curriculum: string, classNumber: number, subject: string) => QuestionPool | undefined,
): Availability {
  const subjects = new Set<string>();
  const scopes = new Set<string>();
  const curricula = new Set<string>();
  for (const s of catalog.subjects) {
    const chapters = s.chapters.map((c) => c.id);
    if (!canMakeDefaultPaper(pool(s.curriculum, s.class, s.id), chapters)) continue;
    subjects.add(subjectKey(s.curriculum, s.class, s.id));
    scopes.add(`${s.curriculum}/${s.class}`);
    curricula.add(s.curriculum);
  }
  const countries = new Set<string>();
  const international = catalog.curricula.some((c) => c.country === 'intl' && curricula.has(c.id));
  for (const c of catalog.curricula) if (curricula.has(c.id)) countries.add(c.country);
  return {
    subject: (curriculum, classNumber, subject) =>
      subjects.has(subjectKey(curriculum, classNumber, subject)),
    scope: (curriculum, classNumber) => scopes.has(`${curriculum}/${classNumber}`),
    curriculum: (curriculum) => curricula.has(curriculum),
    country: (country) => international || countries.has(country),
    coverage: () =>
      catalog.curricula
        .filter((c) => curricula.has(c.id))
        .map((c) => ({
          curriculum: c.id,
          short: c.short,
          classes: c.classes.filter((n) => scopes.has(`${c.id}/${n}`)),
        })),
  };
}
