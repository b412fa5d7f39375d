import type { FastifyInstance } from 'fastify';
import { ContactInputSchema, type ContactResponse } from '@common/schemas/contact';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { clientKey, Limits } from '../../lib/rate-limiter';
import { createContactMessage } from '../../services/contact/create-contact-message';

/** POST /api/contact: stores a query, feedback or support message (spec §2, §5, §7). */
export function registerCreateContactMessage(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/contact', async (request, reply) => {
    const input = parseInput(ContactInputSchema, request.body);
    enforceLimit(ctx.limiter, `contact:${clientKey(request.ip)}`, Limits.contactPerIp);
    const auth = request.auth;
    const result = await createContactMessage({
      db: ctx.db,
      input,
      userId: auth?.session.authType === 'regular' ? auth.user.id : null,
      now: ctx.clock.now(),
    });
    return reply.status(201).send(result satisfies ContactResponse);
  });
}
