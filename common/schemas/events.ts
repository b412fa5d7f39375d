import { z } from 'zod';

/** The analytics events the app sends (spec §2, §4, §7), and nothing else. */
export const AnalyticsEventNames = [
  'page_view',
  'cta_click',
  'cta_popup_shown',
  'login_page',
  'login_success',
  'user_login',
  'signup_success',
  'language_change',
  'install_prompt_shown',
  'install_prompt_accepted',
  'install_prompt_dismissed',
  'contact_submitted',
] as const;
export type AnalyticsEventName = (typeof AnalyticsEventNames)[number];

const propertyValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

/** POST /api/events: one event, sent only with analytics consent (docs/spec-departures.md §5). */
export const AnalyticsEventInputSchema = z.strictObject({
  name: z.enum(AnalyticsEventNames),
  visitorId: z.uuid(),
  path: z.string().min(1).max(500).startsWith('/'),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
    .optional(),
  properties: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), propertyValue)
    .refine((value) => Object.keys(value).length <= 12, 'At most 12 properties')
    .default({}),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type AnalyticsEventInput = z.input<typeof AnalyticsEventInputSchema>;

/** An analytics event as the site admin reads it back. */
export const StoredAnalyticsEventSchema = z.object({
  id: z.number(),
  name: z.enum(AnalyticsEventNames),
  visitorId: z.string(),
  signedIn: z.boolean(),
  path: z.string(),
  language: z.string().nullable(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  occurredAt: z.string(),
});
export type StoredAnalyticsEvent = z.infer<typeof StoredAnalyticsEventSchema>;
