import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './page-frame';

/** Any path no route table names. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('notFound.title')} text={t('notFound.text')}>
      <Link
        to="/"
        className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t('common.goHome')}
      </Link>
    </MessagePage>
  );
}
