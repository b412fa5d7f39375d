import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import type { CheckoutSources } from '../integrations/payments/start-payments';

const SELF = "'self'";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer. The SPA is bundled scripts and styles from this
 * origin with no inline script; KaTeX writes inline style attributes (hence 'unsafe-inline' for
 * styles only) and its fonts are files under /assets, the smallest inlined by the build as data:
 * (images may be too); the API is this origin. The checkout script comes from the payment provider, or
 * the local sandbox gateway, and talks to it; its hosted pages are reached by navigation (the
 * sandbox's) or perhaps a form post (Cashfree's). Nothing may frame the app.
 */
function contentSecurityPolicy(checkout: CheckoutSources) {
  return {
    defaultSrc: [SELF],
    baseUri: [SELF],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: [SELF, ...checkout.form],
    scriptSrc: [SELF, ...checkout.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: [SELF, "'unsafe-inline'"],
    fontSrc: [SELF, 'data:'],
    imgSrc: [SELF, 'data:'],
    connectSrc: [SELF, ...checkout.connect],
    frameSrc: [SELF, ...checkout.frame],
    workerSrc: [SELF],
    manifestSrc: [SELF],
  };
}

/**
 * Security headers on every answer (API, pages, static files) from @fastify/helmet: the CSP
 * above, no framing, nosniff, a referrer policy, and HSTS only when the app's origin is https
 * (an http origin, as in development, must never be told to switch to https).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'appOrigin'>,
  checkout: CheckoutSources,
) {
  const https = new URL(config.appOrigin).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(checkout) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  });
}
