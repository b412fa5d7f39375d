import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MessagePage } from './page-frame';

/**
 * Spec §2's sign-in-required page; its Login link opens our own login dialog
 * (docs/spec-departures.md §4), and a visitor without an account is offered one (issue 12).
 */
export default function SignInRequiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MessagePage title={t('signInRequired.title')} text="">
      <p className="w-full text-slate-600">
        <Link to="/?showLogin=true" className="font-semibold text-brand-700 underline">
          {t('signInRequired.login')}
        </Link>{' '}
        {t('signInRequired.toAccess')}
      </p>
      <p className="w-full text-slate-600">
        {t('signInRequired.newHere')}{' '}
        <Link to="/signup" className="font-semibold text-brand-700 underline">
          {t('signInRequired.signUp')}
        </Link>
      </p>
      <Button variant="secondary" onClick={() => navigate('/')}>
        {t('signInRequired.goHome')}
      </Button>
    </MessagePage>
  );
}
