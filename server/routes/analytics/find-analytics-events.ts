import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AnalyticsEventNames } from '@common/schemas/events';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { requireSiteAdmin } from '../../plugins/session';
import { presentAnalyticsEvent } from '../../presenters/analytics-event';
import { findAnalyticsEvents } from '../../services/analytics/analytics-events';

const FindEventsQuerySchema = z.strictObject({
  visitorId: z.uuid().optional(),
  name: z.enum(AnalyticsEventNames).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** GET /api/admin/events: the newest stored events, for the site admin only. */
export function registerFindAnalyticsEvents(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/events', async (request) => {
    requireSiteAdmin(request);
    const query = parseInput(FindEventsQuerySchema, request.query);
    const rows = await findAnalyticsEvents({ db: ctx.db, ...query });
    return rows.map(presentAnalyticsEvent);
  });
}
