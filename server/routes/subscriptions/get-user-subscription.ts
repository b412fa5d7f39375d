import { GetUserSubscription } from '@common/contracts/subscriptions';
import { getUserSubscription } from '../../services/subscriptions/user-subscription';
import { subscriberOf } from '../../services/subscriptions/subscriber';
import { route } from '../route';

/** GET /api/user-subscription?email= : the asker's own plans; a site admin may look anyone up. */
export const getUserSubscriptionRoute = route(GetUserSubscription, async ({ input, actor, ctx }) =>
  getUserSubscription({
    db: ctx.db,
    content: ctx.content,
    userId: await subscriberOf(ctx.db, actor, input.query.email),
    now: ctx.clock.now(),
    language: input.query.lang,
  }),
);
