import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import type { SessionUser } from '@common/schemas/auth';
import { LoginDialog, redirectAfterLogin, useAuth } from '@/features/auth';
import { CookieBanner, useConsent } from '@/features/consent';
import { InstallPrompt } from '@/features/install';
import { useMobileKeyboard } from '@/hooks/use-mobile-keyboard';
import { LoginDialogContext } from './login-dialog-context';
import { Navigation } from './navigation';
import { Footer } from './footer';
import { usePageViews } from './use-page-views';

/** The page frame: navigation, the login dialog, the floating Feedback button, the footer. */
export function AppShell() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [loginOpen, setLoginOpen] = useState(false);
  const [stayAfterLogin, setStayAfterLogin] = useState(false);
  const consentGiven = useConsent() !== null;
  usePageViews();
  // A new page starts at its top (the footer's links sit at the bottom of a long page). A layout
  // effect runs before every passive one, so /pricing and /how-it-works still scroll to their part.
  // (A block body: Chromium's scrollTo now returns a promise, which React would take for a cleanup.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  useMobileKeyboard();

  // ?showLogin=true opens the login dialog and then clears the query string (spec §2).
  useEffect(() => {
    if (searchParams.get('showLogin') !== 'true') return;
    // The query string is outside React: read it once, open the dialog, then clear it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!user) setLoginOpen(true);
    navigate(location.pathname, { replace: true });
  }, [searchParams, user, navigate, location.pathname]);

  const onLoginSuccess = useCallback(
    (signedIn: SessionUser) => {
      const target = stayAfterLogin ? null : redirectAfterLogin(signedIn);
      setStayAfterLogin(false);
      if (target) navigate(target);
    },
    [navigate, stayAfterLogin],
  );

  const dialog = useMemo(
    () => ({
      openLogin: (options?: { stayOnPage?: boolean }) => {
        setStayAfterLogin(Boolean(options?.stayOnPage));
        setLoginOpen(true);
      },
      loginOpen,
    }),
    [loginOpen],
  );

  // Not on the contact page it leads to, nor over a test being written (an exam has no
  // distractions, and its own bar of actions).
  const showFeedback =
    consentGiven && location.pathname !== '/contact' && !/^\/attempts?\//.test(location.pathname);

  return (
    <LoginDialogContext.Provider value={dialog}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Navigation />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
      </div>
      {/* The cookie banner covers the corner until a choice is made. */}
      {showFeedback && (
        <Link
          to="/contact?type=feedback"
          aria-label={t('shell.feedback')}
          className="keyboard-hidden fixed bottom-4 right-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-700 p-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 sm:bottom-5 sm:right-5 sm:px-4"
        >
          <MessageSquareText className="h-5 w-5" aria-hidden />
          <span className="hidden sm:inline">{t('shell.feedback')}</span>
        </Link>
      )}
      <InstallPrompt />
      <CookieBanner />
      <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} onSuccess={onLoginSuccess} />
    </LoginDialogContext.Provider>
  );
}
