import type { TFunction } from 'i18next';
import { coverageText as inWords } from '@common/coverage-text';
import type { Coverage } from '@common/schemas/site-facts';

/** What the product can make papers for, in the reader's language ("CBSE classes 9 and 10"). */
export function coverageText(t: TFunction, coverage: Coverage[], language: string): string {
  return inWords(coverage, (board) => t('landing.coverageBoard', board), language);
}
