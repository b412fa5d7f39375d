import type { FastifyInstance } from 'fastify';
import { AnalyticsEventInputSchema } from '@common/schemas/events';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { clientKey, Limits } from '../../lib/rate-limiter';
import { recordAnalyticsEvent } from '../../services/analytics/analytics-events';

/** POST /api/events: one first-party event; the browser sends it only with analytics consent. */
export function registerCreateAnalyticsEvent(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/events', async (request, reply) => {
    const event = parseInput(AnalyticsEventInputSchema, request.body);
    enforceLimit(ctx.limiter, `events:${clientKey(request.ip)}`, Limits.eventsPerIp);
    const auth = request.auth;
    await recordAnalyticsEvent({
      db: ctx.db,
      event,
      userId: auth?.session.authType === 'regular' ? auth.user.id : null,
      now: ctx.clock.now(),
    });
    return reply.status(202).send({ accepted: true });
  });
}
