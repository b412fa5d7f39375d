import { FindPresets } from '@common/contracts/catalog';
import { findPresets } from '../../services/catalog/catalog-options';
import { route } from '../route';
import { cacheCatalog } from './cache-catalog';

/** GET /api/presets: the board patterns of a subject. */
export const findPresetsRoute = route(FindPresets, ({ input, ctx, reply }) => {
  cacheCatalog(reply);
  return findPresets(ctx.content, input.query);
});
