import { GetPaperHeader } from '@common/contracts/papers';
import { getPaperHeader } from '../../services/papers/paper-header';
import { route } from '../route';

/** GET /api/paper-header: the school and exam names the signed-in user last printed. */
export const getPaperHeaderRoute = route(GetPaperHeader, ({ actor, ctx }) =>
  getPaperHeader(ctx.db, actor),
);
