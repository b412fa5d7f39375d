import type { Coverage, SiteFacts } from '@common/schemas/site-facts';

/** What the product's data says today, before any figure is chosen for the landing page. */
export type SiteStats = {
  ratings: { average: number; count: number };
  users: number;
  coverage: Coverage[];
  languages: string[];
};

/**
 * When a figure is worth showing: below these, a figure says "small" more than it says "good",
 * so the page leaves it out rather than dress it up (decision 009).
 */
export const SHOWN_FROM = {
  ratings: 10,
  averageRating: 4,
  users: 100,
  boards: 3,
  classes: 5,
  languages: 2,
} as const;

const ROUND_FIGURES = [100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000];

/** The largest round figure at or below n ("250+" for 312), beyond 100,000 in 100,000s. */
export function roundDown(n: number): number {
  if (n >= 100_000) return Math.floor(n / 100_000) * 100_000;
  return ROUND_FIGURES.filter((figure) => figure <= n).at(-1) ?? 0;
}

/** The landing page's figures from the stats: each shown only when it is worth showing. */
export function siteFacts(stats: SiteStats): SiteFacts {
  const boards = stats.coverage.length;
  // Classes 9 and 10 of three boards are two classes to a reader, not six.
  const classes = new Set(stats.coverage.flatMap((board) => board.classes)).size;
  const { average, count } = stats.ratings;
  return {
    rating:
      count >= SHOWN_FROM.ratings && average >= SHOWN_FROM.averageRating
        ? { average: Math.round(average * 10) / 10, count }
        : null,
    users: stats.users >= SHOWN_FROM.users ? roundDown(stats.users) : null,
    boards: boards >= SHOWN_FROM.boards ? boards : null,
    classes: classes >= SHOWN_FROM.classes ? classes : null,
    languages: stats.languages.length >= SHOWN_FROM.languages ? stats.languages : null,
    coverage: stats.coverage,
  };
}
