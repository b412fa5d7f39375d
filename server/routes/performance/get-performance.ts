import { GetPerformance } from '@common/contracts/performance';
import { storedNames } from '../../content/catalog';
import { findPerformance } from '../../services/performance/find-performance';
import { route } from '../route';

/** GET /api/analytics: the student's performance, from their papers and submitted attempts. */
export const getPerformanceRoute = route(GetPerformance, ({ input, actor, ctx }) =>
  findPerformance(ctx.db, actor, storedNames(ctx.content.catalog, input.query.lang)),
);
