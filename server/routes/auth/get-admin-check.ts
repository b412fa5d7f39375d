import { GetAdminCheck } from '@common/contracts/auth';
import { route } from '../route';

/** GET /api/admin/check: true only for a signed-in site admin. */
export const getAdminCheckRoute = route(GetAdminCheck, ({ actor }) => ({
  isAdmin: actor.kind === 'site-admin',
}));
