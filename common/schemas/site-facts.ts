/** A board and the classes it can make papers for today. */
export type Coverage = { curriculum: string; short: string; classes: number[] };

/**
 * GET /api/site-facts: the landing page's figures, from the product's own data (issue 12,
 * decisions.md 7). A figure too small to be worth showing yet is null: left out, never invented.
 */
export type SiteFacts = {
  rating: { average: number; count: number } | null;
  /** Registered users, rounded down to a round figure ("250+"). */
  users: number | null;
  boards: number | null;
  classes: number | null;
  /** The languages questions are written in, as codes ("en", "hi"). */
  languages: string[] | null;
  coverage: Coverage[];
};
