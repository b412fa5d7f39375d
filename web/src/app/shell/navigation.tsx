import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { useAdminCheck, useAuth } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/stored-user';
import { LanguagePicker } from './language-picker';
import { useLoginDialog } from './login-dialog-context';

type NavItem = { label: string; to?: string; onClick?: () => void; tone?: 'primary' | 'plain' };

/** The dashboard's view an address shows: /my-papers and /generate?view= are the same page. */
function viewOf(location: Pick<Location, 'pathname' | 'search'>): string {
  if (location.pathname === '/my-papers') return 'my-papers';
  if (location.pathname !== '/generate') return location.pathname;
  return new URLSearchParams(location.search).get('view') ?? 'generate';
}

/** Only the view shown is current: Generate Paper and Dashboard share /generate (issue 12). */
export function isCurrent(to: string, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const [pathname = '', search = ''] = to.split('?');
  const target = viewOf({ pathname, search: search ? `?${search}` : '' });
  return target === viewOf(location);
}

/** The top bar: the spec §2 buttons for a signed-in user, a hamburger at 768 px and below. */
export function Navigation() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const adminCheck = useAdminCheck(user?.id);
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  const items: NavItem[] = user
    ? [
        // No item stands out but the current view (issue 12): the landing page has its own call.
        { label: t('nav.generatePaper'), to: '/generate' },
        { label: t('nav.knowledgeBuddy'), to: '/solve' },
        { label: t('nav.myPapers'), to: '/my-papers' },
        { label: t('nav.dashboard'), to: '/generate?view=analytics-dashboard' },
        { label: t('nav.generalAwareness'), to: '/general-awareness' },
        ...(user.isAdmin === 'SA' ? [{ label: t('nav.school'), to: '/school-admin' }] : []),
        ...(adminCheck.data?.isAdmin ? [{ label: t('nav.adminPanel'), to: '/admin' }] : []),
        { label: t('nav.logout'), onClick: () => void logout() },
      ]
    : [
        { label: t('nav.login'), onClick: openLogin },
        { label: t('nav.signUp'), to: '/signup', tone: 'primary' },
      ];

  // The menu closes after any action (spec §2).
  const act = (item: NavItem) => () => {
    setMenuOpen(false);
    if (item.onClick) item.onClick();
    else if (item.to) navigate(item.to);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-brand-800"
          aria-label={t('nav.home')}
        >
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          Prashna
        </Link>
        <nav aria-label={t('nav.main')} className="ml-auto hidden items-center gap-1 desk:flex">
          {items.map((item) => (
            <NavButton key={item.label} item={item} onAct={act(item)} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 desk:ml-2">
          <LanguagePicker />
          {user && (
            <span className="hidden max-w-32 truncate text-sm font-medium text-slate-700 sm:inline">
              {t('nav.hello', { name: displayName(user) })}
            </span>
          )}
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 desk:hidden"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="h-6 w-6" aria-hidden />
            ) : (
              <Menu className="h-6 w-6" aria-hidden />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.main')}
          className="border-t border-slate-200 bg-white px-4 py-3 desk:hidden"
        >
          {user && (
            <p className="px-3 pb-2 text-sm text-slate-500">
              {t('nav.hello', { name: displayName(user) })}
            </p>
          )}
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <NavButton item={item} onAct={act(item)} block />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function NavButton({
  item,
  onAct,
  block,
}: {
  item: NavItem;
  onAct: () => void;
  block?: boolean;
}): ReactNode {
  const location = useLocation();
  const className = cn(block && 'w-full justify-start');
  if (item.to && !item.onClick) {
    const current = isCurrent(item.to, location);
    return (
      <Link
        to={item.to}
        onClick={onAct}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium',
          item.tone === 'primary'
            ? 'bg-brand-700 text-white hover:bg-brand-800'
            : 'text-slate-700 hover:bg-slate-100',
          current && item.tone !== 'primary' && 'bg-slate-100 text-brand-800',
          current && item.tone === 'primary' && 'ring-2 ring-brand-300 ring-offset-1',
          block && 'flex w-full',
        )}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <Button
      variant={item.tone === 'primary' ? 'primary' : 'ghost'}
      size="sm"
      className={cn('h-10', className)}
      onClick={onAct}
    >
      {item.label}
    </Button>
  );
}
