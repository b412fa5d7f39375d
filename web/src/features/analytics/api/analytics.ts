import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uiLanguageOf } from '@common/languages';
import type { Analytics } from '@common/schemas/attempt';
import { apiRequest } from '@/lib/api-client';

/** GET /api/analytics?lang=, subjects and chapters in the reader's language; read again whenever the dashboard is shown, as attempts happen elsewhere. */
export function useAnalytics() {
  const lang = uiLanguageOf(useTranslation().i18n.language);
  return useQuery({
    // Under the ['/api/analytics'] prefix, so changes elsewhere still refresh it.
    queryKey: ['/api/analytics', lang],
    queryFn: () => apiRequest<Analytics>('GET', `/api/analytics?lang=${lang}`),
    refetchOnMount: 'always',
  });
}
