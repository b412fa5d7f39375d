import { FindPapers } from '@common/contracts/papers';
import { storedNames } from '../../content/catalog';
import { listPapers } from '../../services/papers/my-papers';
import { route } from '../route';

/** GET /api/papers: My Papers, newest first, searched and filtered (issue 5). */
export const findPapersRoute = route(FindPapers, ({ input, actor, ctx }) =>
  listPapers(ctx.db, actor, input.query, storedNames(ctx.content.catalog, input.query.lang)),
);
