import { GetSession } from '@common/contracts/auth';
import { presentSessionUser } from '../../presenters/user';
import { route } from '../route';

/**
 * GET /api/session: the current session user, so a reload restores it. A school user's session
 * is not a normal session (spec §6) and is not restored here.
 */
export const getSessionRoute = route(GetSession, ({ actor }) => ({
  user:
    actor.kind === 'user' || actor.kind === 'site-admin' ? presentSessionUser(actor.user) : null,
}));
