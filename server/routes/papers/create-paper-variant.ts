import { CreatePaperVariant } from '@common/contracts/papers';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { createPaperVariant } from '../../services/papers/create-paper-variant';
import { route } from '../route';

/** POST /api/papers/:id/variant: the same blueprint, a new seed, its own title. */
export const createPaperVariantRoute = route(CreatePaperVariant, async ({ input, actor, ctx }) => {
  await enforceLimit(ctx.limiter, `papers:${actor.user.id}`, Limits.papersPerUser);
  return createPaperVariant({
    db: ctx.db,
    content: ctx.content,
    actor,
    paperId: input.params.id,
    now: ctx.clock.now(),
  });
});
