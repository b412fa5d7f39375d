import type { FastifyInstance } from 'fastify';
import type { Paper } from '@common/schemas/paper';
import { SwapPaperQuestionInputSchema } from '@common/schemas/paper-queries';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { enforceLimit } from '../../lib/enforce-limit';
import { Limits } from '../../lib/rate-limiter';
import { requireUser } from '../../plugins/session';
import { swapPaperQuestion } from '../../services/papers/swap-paper-question';

/**
 * POST /api/papers/:id/swap-question {number, alternative}: the owner replaces one question of a
 * paper with another of the same kind (issue 12); the answer is the paper as it now stands.
 */
export function registerSwapPaperQuestion(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Params: { id: string } }>('/api/papers/:id/swap-question', async (request) => {
    const user = requireUser(request);
    const input = parseInput(SwapPaperQuestionInputSchema, request.body);
    enforceLimit(ctx.limiter, `swaps:${user.id}`, Limits.swapsPerUser);
    return (await swapPaperQuestion({
      db: ctx.db,
      content: ctx.content,
      userId: user.id,
      paperId: request.params.id,
      number: input.number,
      alternative: input.alternative,
    })) satisfies Paper;
  });
}
