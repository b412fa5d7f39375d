import { useQuery } from '@tanstack/react-query';
import type { Analytics } from '@common/schemas/attempt';
import { apiRequest } from '@/lib/api-client';

/** GET /api/analytics; read again whenever the dashboard is shown, as attempts happen elsewhere. */
export function useAnalytics() {
  return useQuery({
    queryKey: ['/api/analytics'],
    queryFn: () => apiRequest<Analytics>('GET', '/api/analytics'),
    refetchOnMount: 'always',
  });
}
