import { useSearchParams } from 'react-router';
import { GeneratePage } from '@/features/generate';
import AreaPage from './area';

type View = 'generate' | 'my-papers' | 'analytics-dashboard';

const areaOf = {
  generate: 'generate',
  'my-papers': 'myPapers',
  'analytics-dashboard': 'analytics',
} as const;

/** The dashboard of spec §2: initial view "generate", or ?view=my-papers / analytics-dashboard. */
export default function DashboardPage({ view }: { view?: View }) {
  const [params] = useSearchParams();
  const requested = params.get('view');
  const current: View =
    view ??
    (requested === 'my-papers' || requested === 'analytics-dashboard' ? requested : 'generate');
  if (current === 'generate') return <GeneratePage />;
  return <AreaPage area={areaOf[current]} />;
}
