import { RenamePaper } from '@common/contracts/papers';
import { presentPaper } from '../../presenters/paper';
import { renamePaper } from '../../services/papers/my-papers';
import { route } from '../route';

/** PATCH /api/papers/:id: a new title for the owner's paper. */
export const renamePaperRoute = route(RenamePaper, async ({ input, actor, ctx }) =>
  presentPaper(await renamePaper(ctx.db, actor, input.params.id, input.body.title)),
);
