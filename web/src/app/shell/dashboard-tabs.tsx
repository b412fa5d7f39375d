import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart3, FilePlus2, Files } from 'lucide-react';
import { cn } from '@/lib/cn';

export type DashboardView = 'generate' | 'my-papers' | 'analytics-dashboard';

const tabs = [
  { view: 'generate', to: '/generate', label: 'dashboard.generate', Icon: FilePlus2 },
  { view: 'my-papers', to: '/generate?view=my-papers', label: 'dashboard.myPapers', Icon: Files },
  {
    view: 'analytics-dashboard',
    to: '/generate?view=analytics-dashboard',
    label: 'dashboard.analytics',
    Icon: BarChart3,
  },
] as const;

/**
 * The dashboard's three views as tabs at the top (issue 5). They are links, not ARIA tabs: each
 * view has its own address, so the back button and a shared link work.
 */
export function DashboardTabs({ current }: { current: DashboardView }) {
  const { t } = useTranslation();
  // Three equal tabs whose labels wrap: on a 375 px phone every label shows whole, in every
  // language (issue 12: the Tamil labels were cut off when the row scrolled).
  return (
    <div className="border-b border-slate-200 bg-white">
      <nav
        aria-label={t('dashboard.label')}
        className="mx-auto grid w-full max-w-6xl grid-cols-3 gap-1 px-2 sm:flex sm:px-4"
      >
        {tabs.map(({ view, to, label, Icon }) => {
          const active = view === current;
          return (
            <Link
              key={view}
              to={to}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-12 min-w-0 items-center justify-center gap-2 border-b-2 px-1 py-1.5 text-center text-sm leading-tight font-medium break-words transition-colors sm:justify-start sm:px-4 sm:text-left',
                active
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              <Icon className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              {t(label)}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
