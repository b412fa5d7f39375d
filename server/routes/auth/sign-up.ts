import { SignUp } from '@common/contracts/auth';
import { rotatePreSession } from '../../plugins/csrf';
import { setSessionCookie } from '../../plugins/session';
import { presentSessionUser } from '../../presenters/user';
import { signUp } from '../../services/auth/sign-up';
import { route } from '../route';

/** POST /api/signup: creates the account and signs it in. */
export const signUpRoute = route(SignUp, async ({ input, ctx, request, reply }) => {
  const { user, token } = await signUp({
    ctx,
    input: input.body,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(reply, ctx, token);
  rotatePreSession(reply, ctx);
  return { user: presentSessionUser(user) };
});
