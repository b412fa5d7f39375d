import { useQuery } from '@tanstack/react-query';
import type { Analytics } from '@common/schemas/attempt';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { apiRequest } from '@/lib/api-client';

/** GET /api/analytics?lang=, subjects and chapters in the reader's language; read again whenever the dashboard is shown, as attempts happen elsewhere. */
export function useAnalytics() {
  const lang = useUiLanguage();
  return useQuery({
    // Under the ['/api/analytics'] prefix, so changes elsewhere still refresh it.
    queryKey: ['/api/analytics', lang],
    queryFn: () => apiRequest<Analytics>('GET', `/api/analytics?lang=${lang}`),
    refetchOnMount: 'always',
  });
}
