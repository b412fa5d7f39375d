import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './page-frame';

export type Area =
  | 'solve'
  | 'generalAwareness'
  | 'resources'
  | 'school'
  | 'generate'
  | 'myPapers'
  | 'analytics'
  | 'admin'
  | 'schoolAdmin';

/** An area a later issue builds: says plainly that it is not ready, and offers a way on. */
export default function AreaPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  return (
    <MessagePage title={t(`areas.${area}`)} text={t('areas.notReady')}>
      <Link
        to="/"
        className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100"
      >
        {t('common.goHome')}
      </Link>
    </MessagePage>
  );
}
