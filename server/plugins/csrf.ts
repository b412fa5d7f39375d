import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@common/messages';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { hmac, randomToken, safeEqualHex } from '../lib/crypto';
import { cookieNames, setCookie } from './cookies';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-to-server route authenticated otherwise (a signed webhook): no CSRF token. */
    csrfExempt?: boolean;
  }
}

/**
 * CSRF tokens bound by HMAC to the session, or before login to a random pre-session cookie
 * (docs/security.md §3.2: rotated at login and logout, sent in X-CSRF-Token, 403 on failure).
 */
export function registerCsrf(app: FastifyInstance, ctx: AppContext) {
  const names = cookieNames(ctx.config);

  app.addHook('preHandler', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api')) return;
    if (request.routeOptions.config.csrfExempt) return;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('csrf_failed', Messages.csrfInvalid);
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || sent.length === 0)
      throw new AppError('csrf_failed', Messages.csrfMissing);
    const binding = csrfBinding(request, names.csrf);
    if (
      !binding ||
      !/^[0-9a-f]{64}$/.test(sent) ||
      !safeEqualHex(sent, hmac(ctx.secretKey, binding))
    ) {
      throw new AppError('csrf_failed', Messages.csrfInvalid);
    }
  });
}

/** The CSRF token of this browser: bound to its session, or to a pre-session started now. */
export function csrfTokenFor(request: FastifyRequest, reply: FastifyReply, ctx: AppContext) {
  const names = cookieNames(ctx.config);
  let binding = csrfBinding(request, names.csrf);
  if (!binding) binding = `anon:${rotatePreSession(reply, ctx)}`;
  return hmac(ctx.secretKey, binding);
}

/** Starts a new pre-session for CSRF (at login and logout, so older tokens stop working). */
export function rotatePreSession(reply: FastifyReply, ctx: AppContext): string {
  const value = randomToken(32);
  setCookie(reply, ctx.config, cookieNames(ctx.config).csrf, value);
  return value;
}

function csrfBinding(request: FastifyRequest, csrfCookie: string): string | undefined {
  if (request.auth) return `session:${request.auth.session.id}`;
  const anon = request.cookies[csrfCookie];
  return anon ? `anon:${anon}` : undefined;
}
