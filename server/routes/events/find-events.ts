import { FindEvents } from '@common/contracts/events';
import { presentAnalyticsEvent } from '../../presenters/analytics-event';
import { findEvents } from '../../services/events/events';
import { route } from '../route';

/** GET /api/admin/events: the newest stored events, for the site admin only. */
export const findEventsRoute = route(FindEvents, async ({ input, ctx }) =>
  (await findEvents({ db: ctx.db, ...input.query })).map(presentAnalyticsEvent),
);
