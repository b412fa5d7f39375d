import { DeletePaper } from '@common/contracts/papers';
import { deletePaper } from '../../services/papers/my-papers';
import { route } from '../route';

/** DELETE /api/papers/:id: the owner's paper and its attempts; 204. */
export const deletePaperRoute = route(DeletePaper, ({ input, actor, ctx }) =>
  deletePaper(ctx.db, actor, input.params.id),
);
