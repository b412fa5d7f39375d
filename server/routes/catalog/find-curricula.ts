import { FindCurricula } from '@common/contracts/catalog';
import { findCurricula } from '../../services/catalog/catalog-options';
import { route } from '../route';
import { cacheCatalog } from './cache-catalog';

/** GET /api/curricula?country=&lang=: the boards of a country. */
export const findCurriculaRoute = route(FindCurricula, ({ input, ctx, reply }) => {
  cacheCatalog(reply);
  return findCurricula(ctx.content, input.query);
});
