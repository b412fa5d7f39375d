import { useQuery } from '@tanstack/react-query';
import type { ClassOption, CountryOption, CurriculumOption } from '@common/schemas/paper';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { apiRequest } from '@/lib/api-client';

// The same calls and query keys as the generate feature's catalog, so the two share one cache;
// not imported from there, so that /subscription does not load the paper renderer with them.

const get = <T>(url: string) => apiRequest<T>('GET', url);

/** GET /api/countries (spec §7). */
export function useCountries() {
  return useQuery({
    queryKey: ['/api/countries'],
    queryFn: () => get<CountryOption[]>('/api/countries'),
  });
}

/** GET /api/curricula?country=; idle until a country is chosen. */
export function useCurricula(country: string) {
  const lang = useUiLanguage();
  const url = `/api/curricula?${new URLSearchParams({ country, lang }).toString()}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => get<CurriculumOption[]>(url),
    enabled: Boolean(country),
  });
}

/** GET /api/classes?country=&curriculum=; idle until a curriculum is chosen. */
export function useClasses(country: string, curriculum: string) {
  const url = `/api/classes?${new URLSearchParams({ country, curriculum }).toString()}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => get<ClassOption[]>(url),
    enabled: Boolean(country && curriculum),
  });
}
