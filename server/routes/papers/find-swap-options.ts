import { FindSwapOptions } from '@common/contracts/papers';
import { findSwapOptions } from '../../services/papers/find-swap-options';
import { route } from '../route';

/**
 * GET /api/papers/:id/swap-options: which questions of the owner's paper (and which "OR"
 * alternatives) have another of the same kind to swap in (issue 12).
 */
export const findSwapOptionsRoute = route(FindSwapOptions, ({ input, actor, ctx }) =>
  findSwapOptions({
    db: ctx.db,
    content: ctx.content,
    actor,
    paperId: input.params.id,
  }),
);
