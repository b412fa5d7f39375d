import { LogOut } from '@common/contracts/auth';
import { rotatePreSession } from '../../plugins/csrf';
import { clearSessionCookie } from '../../plugins/session';
import { deleteSession } from '../../services/auth/sessions';
import { route } from '../route';

/** POST /api/logout: deletes the session row and the cookie. */
export const logOutRoute = route(LogOut, async ({ ctx, request, reply }) => {
  if (request.auth) await deleteSession({ db: ctx.db, sessionId: request.auth.session.id });
  clearSessionCookie(reply, ctx);
  rotatePreSession(reply, ctx);
  return { status: 'logged_out' as const };
});
