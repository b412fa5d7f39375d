/** Spec §9 business constants for plans; the server's plan table and the web's copy read these. */
export const FREE_PAPERS = 3;

export const PlanPrices = {
  monthly: { priceInr: 149, months: 1 },
  yearly: { priceInr: 999, months: 12 },
} as const;

export const PlanTypes = ['monthly', 'yearly'] as const;
export type PlanType = (typeof PlanTypes)[number];

/** Monthly plan: 1 paper per subject per calendar month (India time) in its scope. */
export const MONTHLY_PAPERS_PER_SUBJECT = 1;

/** "SAVE 789": twelve monthly payments against one yearly payment. */
export const YEARLY_SAVING_INR = PlanPrices.monthly.priceInr * 12 - PlanPrices.yearly.priceInr;

/** About 83 rupees a month on the yearly plan. */
export const YEARLY_PER_MONTH_INR = Math.round(PlanPrices.yearly.priceInr / 12);

/** Both plans: 2 PDF downloads per subject per month. */
export const PDF_DOWNLOADS_PER_SUBJECT_PER_MONTH = 2;
