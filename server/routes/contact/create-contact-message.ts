import { CreateContactMessage } from '@common/contracts/contact';
import { enforceLimit } from '../../lib/enforce-limit';
import { clientKey, Limits } from '../../lib/rate-limiter';
import { createContactMessage } from '../../services/contact/create-contact-message';
import { route } from '../route';

/** POST /api/contact: stores a query, feedback or support message (spec §2, §5, §7). */
export const createContactMessageRoute = route(
  CreateContactMessage,
  async ({ input, actor, ctx, request }) => {
    await enforceLimit(ctx.limiter, `contact:${clientKey(request.ip)}`, Limits.contactPerIp);
    return createContactMessage({
      db: ctx.db,
      input: input.body,
      userId: actor.kind === 'user' || actor.kind === 'site-admin' ? actor.user.id : null,
      now: ctx.clock.now(),
    });
  },
);
