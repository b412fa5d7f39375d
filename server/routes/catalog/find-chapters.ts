import { FindChapters } from '@common/contracts/catalog';
import { findChapters } from '../../services/catalog/catalog-options';
import { route } from '../route';
import { cacheCatalog } from './cache-catalog';

/** GET /api/chapters: the chapters of a subject. */
export const findChaptersRoute = route(FindChapters, ({ input, ctx, reply }) => {
  cacheCatalog(reply);
  return findChapters(ctx.content, input.query);
});
