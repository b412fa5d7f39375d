import { LogIn } from '@common/contracts/auth';
import { rotatePreSession } from '../../plugins/csrf';
import { setSessionCookie } from '../../plugins/session';
import { presentSessionUser } from '../../presenters/user';
import { logIn } from '../../services/auth/log-in';
import { deleteSession } from '../../services/auth/sessions';
import { route } from '../route';

/** POST /api/login: spec §7; loginId is an email or a phone. */
export const logInRoute = route(LogIn, async ({ input, ctx, request, reply }) => {
  const result = await logIn({
    ctx,
    input: input.body,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  // A login always replaces the browser's previous session (no fixation).
  if (request.auth) await deleteSession({ db: ctx.db, sessionId: request.auth.session.id });
  setSessionCookie(reply, ctx, result.token);
  rotatePreSession(reply, ctx);
  return {
    user: presentSessionUser(result.user),
    isNewDevice: result.isNewDevice,
    requiresVerification: result.requiresVerification,
  };
});
