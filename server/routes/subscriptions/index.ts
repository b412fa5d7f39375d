import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Messages } from '@common/messages';
import { UserSubscriptionQuerySchema, type UserSubscription } from '@common/schemas/subscription';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError, parseInput } from '../../errors';
import { requireUser } from '../../plugins/session';
import { getUserSubscription } from '../../services/subscriptions/user-subscription';

/** GET /api/user-subscription?email= : the asker's own plans; a site admin may look anyone up. */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/user-subscription', async (request) => {
    const user = requireUser(request);
    const query = parseInput(UserSubscriptionQuerySchema, request.query);
    const email = query.email.toLowerCase();
    let userId = user.id;
    if (email !== user.email.toLowerCase()) {
      if (user.role !== 'admin') throw new AppError('forbidden', Messages.forbidden);
      const [other] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      if (!other) throw new AppError('not_found', Messages.notFound);
      userId = other.id;
    }
    return (await getUserSubscription({
      db: ctx.db,
      content: ctx.content,
      userId,
      now: ctx.clock.now(),
      language: query.lang,
    })) satisfies UserSubscription;
  });
}
