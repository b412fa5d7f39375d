import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CookieSettingsButton } from '@/features/consent';

/** The footer, with the Contact Us and Give Your Feedback buttons of spec §2. */
export function Footer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openContact = () => navigate('/contact');
  const openFeedback = () => navigate('/contact?type=feedback');
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 pb-24 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-semibold text-slate-800">Prashna</span> · {t('brand.tagline')}
        </p>
        <nav aria-label={t('shell.footerNav')} className="flex flex-wrap items-center gap-2">
          <Link to="/pricing" className="rounded px-2 py-1 hover:text-brand-700">
            {t('shell.pricing')}
          </Link>
          <Link to="/how-it-works" className="rounded px-2 py-1 hover:text-brand-700">
            {t('shell.howItWorks')}
          </Link>
          <Link to="/coverage" className="rounded px-2 py-1 hover:text-brand-700">
            {t('shell.coverage')}
          </Link>
          <Button variant="ghost" size="sm" onClick={openContact}>
            {t('shell.contactUs')}
          </Button>
          <Button variant="ghost" size="sm" onClick={openFeedback}>
            {t('shell.giveFeedback')}
          </Button>
          <Link to="/terms" className="rounded px-2 py-1 hover:text-brand-700">
            {t('shell.terms')}
          </Link>
          <Link to="/privacy" className="rounded px-2 py-1 hover:text-brand-700">
            {t('shell.privacy')}
          </Link>
          <CookieSettingsButton />
        </nav>
      </div>
    </footer>
  );
}
