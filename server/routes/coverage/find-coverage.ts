import { FindCoverage } from '@common/contracts/coverage';
import { findCoverage } from '../../services/coverage/find-coverage';
import { route } from '../route';
import { cacheCatalog } from '../catalog/cache-catalog';

/** GET /api/coverage: what the bank holds, from the bank (changes only with a release). */
export const findCoverageRoute = route(FindCoverage, ({ input, ctx, reply }) => {
  cacheCatalog(reply);
  return findCoverage(ctx.content, input.query.lang);
});
