import { coverageText, englishBoardPhrase } from '@common/coverage-text';
import type { ContentStore } from '../../content/content-store';

/**
 * The page description search engines show for the site: what it does, and what it can make
 * papers for today, from the catalog, so it never claims a board without questions (issue 12).
 */
export function siteDescription({ availability }: ContentStore): string {
  const coverage = availability.coverage();
  const base =
    'Generate practice question papers with answer keys and print-ready PDFs in seconds.';
  if (coverage.length === 0) return base;
  return `${base} Ready today: ${coverageText(coverage, englishBoardPhrase, 'en')}.`;
}
