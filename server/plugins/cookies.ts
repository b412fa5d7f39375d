import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

/** Cookie names: the __Host- prefix needs Secure, so it goes with secureCookies (config.ts). */
export function cookieNames(config: Pick<Config, 'secureCookies'>) {
  const prefix = config.secureCookies ? '__Host-' : '';
  return { session: `${prefix}prashna_session`, csrf: `${prefix}prashna_csrf` };
}

/** Sets an httpOnly, SameSite=Lax cookie on the whole site. */
export function setCookie(
  reply: FastifyReply,
  config: Pick<Config, 'secureCookies'>,
  name: string,
  value: string,
  maxAgeSeconds?: number,
) {
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** Removes a cookie set by setCookie. */
export function clearCookie(
  reply: FastifyReply,
  config: Pick<Config, 'secureCookies'>,
  name: string,
) {
  reply.clearCookie(name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}
