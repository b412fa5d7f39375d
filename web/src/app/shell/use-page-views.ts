import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '@/features/consent';
import { track } from '@/lib/events';

/** A page_view per route, from the moment the visitor allows analytics (spec §7). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const analytics = useConsent()?.analytics === true;
  useEffect(() => {
    if (analytics) track('page_view');
  }, [pathname, analytics]);
}
