import { GetPaper } from '@common/contracts/papers';
import { findPaper } from '../../services/papers/find-paper';
import { route } from '../route';

/** GET /api/papers/:id: the owner's paper; 404 for anyone else. */
export const getPaperRoute = route(GetPaper, ({ input, actor, ctx }) =>
  findPaper(ctx.db, actor, input.params.id),
);
