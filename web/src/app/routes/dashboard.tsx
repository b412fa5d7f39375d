import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { GeneratePage } from '@/features/papers';
import { MyPapersPage } from '@/features/my-papers';
import { PageLoading } from '@/components/layouts/page-loading';
import { DashboardTabs, type DashboardView } from '../shell/dashboard-tabs';

// Recharts is the heaviest library of the app: it loads only when the analytics view is shown.
const PerformancePage = lazy(() =>
  import('@/features/performance').then((module) => ({ default: module.PerformancePage })),
);

/** The dashboard of spec §2: initial view "generate", or ?view=my-papers / analytics-dashboard. */
export default function DashboardPage({ view }: { view?: DashboardView }) {
  const [params] = useSearchParams();
  const requested = params.get('view');
  const current: DashboardView =
    view ??
    (requested === 'my-papers' || requested === 'analytics-dashboard' ? requested : 'generate');
  return (
    <>
      <DashboardTabs current={current} />
      {current === 'generate' && <GeneratePage />}
      {current === 'my-papers' && <MyPapersPage />}
      {current === 'analytics-dashboard' && (
        <Suspense fallback={<PageLoading />}>
          <PerformancePage />
        </Suspense>
      )}
    </>
  );
}
