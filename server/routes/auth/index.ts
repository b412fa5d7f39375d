import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerConfirmPasswordReset } from './confirm-password-reset';
import { registerCreatePasswordReset } from './create-password-reset';
import { registerGetAdminCheck } from './get-admin-check';
import { registerGetSession } from './get-session';
import { registerLogIn } from './log-in';
import { registerLogOut } from './log-out';
import { registerSignUp } from './sign-up';

/** The account calls of spec §7. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  registerSignUp(app, ctx);
  registerLogIn(app, ctx);
  registerLogOut(app, ctx);
  registerGetSession(app);
  registerGetAdminCheck(app);
  registerCreatePasswordReset(app, ctx);
  registerConfirmPasswordReset(app, ctx);
}
