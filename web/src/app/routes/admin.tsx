import { useTranslation } from 'react-i18next';
import { useAdminCheck, useAuth } from '@/features/auth';
import { PageLoading } from '@/components/layouts/page-loading';
import AreaPage from './area';
import { MessagePage } from './page-frame';

/** /admin: only for a site admin, as the server's admin check says. */
export default function AdminPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const check = useAdminCheck(user?.id);
  if (check.isPending) return <PageLoading />;
  if (!check.data?.isAdmin)
    return <MessagePage title={t('areas.admin')} text={t('areas.adminOnly')} />;
  return <AreaPage area="admin" />;
}
