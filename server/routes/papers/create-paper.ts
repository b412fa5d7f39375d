import { CreatePaper } from '@common/contracts/papers';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { createPaper } from '../../services/papers/create-paper';
import { route } from '../route';

/** POST /api/papers: a new paper for the signed-in user, under the plan's allowance. */
export const createPaperRoute = route(CreatePaper, async ({ input, actor, ctx }) => {
  await enforceLimit(ctx.limiter, `papers:${actor.user.id}`, Limits.papersPerUser);
  return createPaper({
    db: ctx.db,
    content: ctx.content,
    actor,
    request: input.body,
    now: ctx.clock.now(),
  });
});
