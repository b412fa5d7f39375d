import { FindSubjects } from '@common/contracts/catalog';
import { findSubjects } from '../../services/catalog/catalog-options';
import { route } from '../route';
import { cacheCatalog } from './cache-catalog';

/** GET /api/subjects: the subjects of a class. */
export const findSubjectsRoute = route(FindSubjects, ({ input, ctx, reply }) => {
  cacheCatalog(reply);
  return findSubjects(ctx.content, input.query);
});
