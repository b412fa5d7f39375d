import { useQuery } from '@tanstack/react-query';
import type {
  ChapterOption,
  ClassOption,
  CountryOption,
  CurriculumOption,
  PresetOption,
  SubjectOption,
} from '@common/schemas/paper';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { apiRequest } from '@/lib/api-client';

const get = <T>(url: string) => apiRequest<T>('GET', url);
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The interface language, so names come in it and a change of language fetches them anew. */
const useLang = useUiLanguage;

/** GET /api/countries (spec §7). */
export function useCountries() {
  return useQuery({
    queryKey: ['/api/countries'],
    queryFn: () => get<CountryOption[]>('/api/countries'),
  });
}

/** GET /api/curricula?country= (spec §7); idle until a country is chosen. */
export function useCurricula(country: string) {
  const url = `/api/curricula?${query({ country, lang: useLang() })}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => get<CurriculumOption[]>(url),
    enabled: Boolean(country),
  });
}

/** GET /api/classes?country=&curriculum= (spec §7). */
export function useClasses(country: string, curriculum: string) {
  const url = `/api/classes?${query({ country, curriculum })}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => get<ClassOption[]>(url),
    enabled: Boolean(country && curriculum),
  });
}

/** GET /api/subjects: the subjects of a class, with how many questions each holds. */
export function useSubjects(curriculum: string, classId: string) {
  const url = `/api/subjects?${query({ curriculum, class: classId, lang: useLang() })}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => get<SubjectOption[]>(url),
    enabled: Boolean(curriculum && classId),
  });
}

type SubjectScope = { curriculum: string; classId: string; subject: string };
const subjectQuery = ({ curriculum, classId, subject }: SubjectScope, lang: string) =>
  query({ curriculum, class: classId, subject, lang });

/** GET /api/chapters: the chapters of a subject in book order. */
export function useChapters(scope: SubjectScope) {
  const url = `/api/chapters?${subjectQuery(scope, useLang())}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => get<ChapterOption[]>(url),
    enabled: Boolean(scope.subject),
  });
}

/** GET /api/presets: the board patterns of a subject. */
export function usePresets(scope: SubjectScope) {
  const url = `/api/presets?${subjectQuery(scope, useLang())}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => get<PresetOption[]>(url),
    enabled: Boolean(scope.subject),
  });
}
