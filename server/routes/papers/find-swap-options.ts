import type { FastifyInstance } from 'fastify';
import type { SwapOptions } from '@common/schemas/paper-queries';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/session';
import { findSwapOptions } from '../../services/papers/find-swap-options';

/**
 * GET /api/papers/:id/swap-options: which questions of the owner's paper (and which "OR"
 * alternatives) have another of the same kind to swap in (issue 12).
 */
export function registerFindSwapOptions(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>('/api/papers/:id/swap-options', async (request) => {
    const user = requireUser(request);
    return (await findSwapOptions({
      db: ctx.db,
      content: ctx.content,
      userId: user.id,
      paperId: request.params.id,
    })) satisfies SwapOptions;
  });
}
