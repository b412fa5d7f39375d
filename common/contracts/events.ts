import { z } from 'zod';
import { Access, defineOperation } from '../operation';
import {
  AnalyticsEventInputSchema,
  AnalyticsEventNames,
  StoredAnalyticsEventSchema,
} from '../schemas/events';

/** First-party usage events, sent only with analytics consent (issue 3). */
export const CreateEvent = defineOperation({
  name: 'create-event',
  method: 'POST',
  path: '/api/events',
  body: AnalyticsEventInputSchema,
  output: z.strictObject({ accepted: z.literal(true) }),
  status: 202,
  access: Access.anyone,
});

/** The newest stored events, for the site admin. */
export const FindEvents = defineOperation({
  name: 'find-events',
  method: 'GET',
  path: '/api/admin/events',
  query: z.strictObject({
    visitorId: z.uuid().optional(),
    name: z.enum(AnalyticsEventNames).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  output: z.array(StoredAnalyticsEventSchema),
  access: Access.siteAdmin,
});
