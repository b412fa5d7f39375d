import { useEffect, useRef } from 'react';
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
  const activeTab = useRef<HTMLAnchorElement>(null);
  // On a narrow phone the row scrolls: keep the current view's tab in sight. In braces, as
  // Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    activeTab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div className="border-b border-slate-200 bg-white">
      <nav
        aria-label={t('dashboard.label')}
        className="mx-auto flex w-full max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4"
      >
        {tabs.map(({ view, to, label, Icon }) => {
          const active = view === current;
          return (
            <Link
              key={view}
              to={to}
              ref={active ? activeTab : undefined}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'inline-flex h-12 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
                active
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              <Icon className="hidden h-4 w-4 min-[400px]:block" aria-hidden />
              {t(label)}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
