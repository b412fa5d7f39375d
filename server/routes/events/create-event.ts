import { CreateEvent } from '@common/contracts/events';
import { enforceLimit } from '../../lib/enforce-limit';
import { clientKey, Limits } from '../../lib/rate-limiter';
import { recordEvent } from '../../services/events/events';
import { route } from '../route';

/** POST /api/events: one first-party event; the browser sends it only with analytics consent. */
export const createEventRoute = route(CreateEvent, async ({ input, actor, ctx, request }) => {
  await enforceLimit(ctx.limiter, `events:${clientKey(request.ip)}`, Limits.eventsPerIp);
  await recordEvent({
    db: ctx.db,
    event: input.body,
    userId: actor.kind === 'guest' ? null : actor.user.id,
    now: ctx.clock.now(),
  });
  return { accepted: true as const };
});
