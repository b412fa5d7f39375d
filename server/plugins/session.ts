import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@common/messages';
import type { AppContext } from '../context';
import type { SessionRow, UserRow } from '../db/schema';
import { AppError } from '../errors';
import { findSession } from '../services/auth/sessions';
import { sessionPolicy } from '../services/auth/session-policy';
import { cookieNames, clearCookie, setCookie } from './cookies';

export type RequestAuth = { session: SessionRow; user: UserRow } | null;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

/** Loads the session behind the cookie on every API call; the server decides (decisions.md 3). */
export function registerSession(app: FastifyInstance, ctx: AppContext) {
  const names = cookieNames(ctx.config);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    const token = request.cookies[names.session];
    if (!token) return;
    request.auth = await findSession({
      db: ctx.db,
      token,
      now: ctx.clock.now(),
      policy: sessionPolicy(ctx.config),
    });
    if (!request.auth) clearCookie(reply, ctx.config, names.session);
  });
}

/** Sets the session cookie for a new session. */
export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string) {
  setCookie(
    reply,
    ctx.config,
    cookieNames(ctx.config).session,
    token,
    ctx.config.SESSION_ABSOLUTE_HOURS * 3600,
  );
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, ctx: AppContext) {
  clearCookie(reply, ctx.config, cookieNames(ctx.config).session);
}

/** The signed-in user with a regular session, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth || request.auth.session.authType !== 'regular')
    throw new AppError('unauthenticated', Messages.notSignedIn);
  return request.auth.user;
}

/** The signed-in site admin, or a 401 / 403. */
export function requireSiteAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('forbidden', Messages.forbidden);
  return user;
}
