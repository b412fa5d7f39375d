import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** The not-found page: for a path no route names, and for a link to something that is not there. */
export function NotFound() {
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
