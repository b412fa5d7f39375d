import { FindCountries } from '@common/contracts/catalog';
import { findCountries } from '../../services/catalog/catalog-options';
import { route } from '../route';
import { cacheCatalog } from './cache-catalog';

/** GET /api/countries: every country with a flag. */
export const findCountriesRoute = route(FindCountries, ({ ctx, reply }) => {
  cacheCatalog(reply);
  return findCountries(ctx.content);
});
