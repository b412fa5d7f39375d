import { SwapPaperQuestion } from '@common/contracts/papers';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { swapPaperQuestion } from '../../services/papers/swap-paper-question';
import { route } from '../route';

/**
 * POST /api/papers/:id/swap-question {number, alternative}: the owner replaces one question of a
 * paper with another of the same kind (issue 12); the answer is the paper as it now stands.
 */
export const swapPaperQuestionRoute = route(SwapPaperQuestion, async ({ input, actor, ctx }) => {
  await enforceLimit(ctx.limiter, `swaps:${actor.user.id}`, Limits.swapsPerUser);
  return swapPaperQuestion({
    db: ctx.db,
    content: ctx.content,
    actor,
    paperId: input.params.id,
    number: input.body.number,
    alternative: input.body.alternative,
  });
});
