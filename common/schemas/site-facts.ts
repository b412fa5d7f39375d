import { z } from 'zod';

/** A board and the classes it can make papers for today. */
export const CoverageSchema = z.strictObject({
  curriculum: z.string(),
  short: z.string(),
  classes: z.array(z.number()),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/**
 * GET /api/site-facts: the landing page's figures, from the product's own data (issue 12,
 * docs/spec-departures.md §7). A figure too small to be worth showing yet is null: left out,
 * never invented.
 */
export const SiteFactsSchema = z.strictObject({
  rating: z.strictObject({ average: z.number(), count: z.number() }).nullable(),
  /** Registered users, rounded down to a round figure ("250+"). */
  users: z.number().nullable(),
  boards: z.number().nullable(),
  classes: z.number().nullable(),
  /** The languages questions are written in, as codes ("en", "hi"). */
  languages: z.array(z.string()).nullable(),
  coverage: z.array(CoverageSchema),
});
export type SiteFacts = z.infer<typeof SiteFactsSchema>;
