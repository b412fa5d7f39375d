import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { redirectAfterLogin, useAuth } from '@/features/auth';
import { LoginForm } from '@/features/auth/forms';
import AreaPage from './area';
import { CardPage, MessagePage } from './page-frame';

/** /school-admin: the login screen when signed out, the area for a school admin. */
export default function SchoolAdminPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  if (!user) {
    return (
      <CardPage>
        <LoginForm
          onSuccess={(signedIn) => {
            const target = redirectAfterLogin(signedIn);
            if (target) navigate(target);
          }}
        />
      </CardPage>
    );
  }
  if (user.isAdmin !== 'SA')
    return <MessagePage title={t('areas.schoolAdmin')} text={t('areas.schoolAdminOnly')} />;
  return <AreaPage area="schoolAdmin" />;
}
