import { FindClasses } from '@common/contracts/catalog';
import { findClasses } from '../../services/catalog/catalog-options';
import { route } from '../route';
import { cacheCatalog } from './cache-catalog';

/** GET /api/classes?country=&curriculum=: the classes of a board. */
export const findClassesRoute = route(FindClasses, ({ input, ctx, reply }) => {
  cacheCatalog(reply);
  return findClasses(ctx.content, input.query);
});
