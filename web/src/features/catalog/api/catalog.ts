import {
  FindChapters,
  FindClasses,
  FindCountries,
  FindCurricula,
  FindPresets,
  FindSubjects,
} from '@common/contracts/catalog';
import type { UiLanguage } from '@common/languages';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { useOperationQuery } from '@/lib/operation-query';

// The picker's option lists (spec §7, issue 4), for the generator and the subscription page
// alike: one cache for both. Names come in the interface language, and a change of language
// reads them anew.

/** The countries (named on the web, in the reader's language). */
export function useCountries() {
  return useOperationQuery(FindCountries, {});
}

/** The curricula of a country; idle until a country is chosen. */
export function useCurricula(country: string) {
  const lang = useUiLanguage();
  return useOperationQuery(
    FindCurricula,
    { query: { country, lang } },
    { enabled: Boolean(country) },
  );
}

/** The classes of a curriculum; idle until a curriculum is chosen. */
export function useClasses(country: string, curriculum: string) {
  return useOperationQuery(
    FindClasses,
    { query: { country, curriculum } },
    { enabled: Boolean(country && curriculum) },
  );
}

/** The subjects of a class, with how many questions each holds. */
export function useSubjects(curriculum: string, classId: string) {
  const lang = useUiLanguage();
  return useOperationQuery(
    FindSubjects,
    { query: { curriculum, class: classId, lang } },
    { enabled: Boolean(curriculum && classId) },
  );
}

/** One subject of one class, as the generator's form holds it. */
export type SubjectScope = { curriculum: string; classId: string; subject: string };

const subjectQuery = ({ curriculum, classId, subject }: SubjectScope, lang: UiLanguage) => ({
  curriculum,
  class: classId,
  subject,
  lang,
});

/** The chapters of a subject in book order. */
export function useChapters(scope: SubjectScope) {
  const lang = useUiLanguage();
  return useOperationQuery(
    FindChapters,
    { query: subjectQuery(scope, lang) },
    { enabled: Boolean(scope.subject) },
  );
}

/** The board patterns of a subject. */
export function usePresets(scope: SubjectScope) {
  const lang = useUiLanguage();
  return useOperationQuery(
    FindPresets,
    { query: subjectQuery(scope, lang) },
    { enabled: Boolean(scope.subject) },
  );
}
