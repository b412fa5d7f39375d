import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { SessionRow, UserRow } from '../db/schema';
import { actorOf, type Actor } from '../actor';
import { isSchoolSessionActive } from '../services/auth/school-session';
import { findSession } from '../services/auth/sessions';
import { sessionPolicy } from '../services/auth/session-policy';
import { cookieNames, clearCookie, setCookie } from './cookies';

const GUEST: Actor = Object.freeze({ kind: 'guest' });

export type RequestAuth = { session: SessionRow; user: UserRow } | null;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
    /** Who is asking (server/actor.ts): every operation's access rule reads it. */
    actor: Actor;
  }
}

/**
 * Loads the session behind the cookie on every API call; the server decides
 * (docs/spec-departures.md §3).
 */
export function registerSession(app: FastifyInstance, ctx: AppContext) {
  const names = cookieNames(ctx.config);
  app.decorateRequest('auth', null);
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.actor = GUEST;
    if (!request.url.startsWith('/api')) return;
    const token = request.cookies[names.session];
    if (!token) return;
    const found = await findSession({
      db: ctx.db,
      token,
      now: ctx.clock.now(),
      policy: sessionPolicy(ctx.config),
    });
    // A school session holds only while its membership and its school are active.
    request.auth = found && (await isSchoolSessionActive(ctx.db, found.session)) ? found : null;
    request.actor = actorOf(request.auth);
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

