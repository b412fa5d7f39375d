import { GetPerformance } from '@common/contracts/performance';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { useOperationQuery } from '@/lib/operation-query';

/** The dashboard's figures, subjects and chapters in the reader's language; read again whenever the dashboard is shown, as attempts happen elsewhere. */
export function usePerformance() {
  const lang = useUiLanguage();
  return useOperationQuery(GetPerformance, { query: { lang } }, { refetchOnMount: 'always' });
}
