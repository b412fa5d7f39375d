import { FindCoverage } from '@common/contracts/coverage';
import { useUiLanguage } from '@/i18n/use-ui-language';
import { useOperationQuery } from '@/lib/operation-query';

/** What the bank holds, named in the reader's language (the server counts it from the bank). */
export function useCoverage() {
  const lang = useUiLanguage();
  return useOperationQuery(FindCoverage, { query: { lang } });
}
