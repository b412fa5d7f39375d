import type { FastifyInstance } from 'fastify';
import type { SiteFacts } from '@common/schemas/site-facts';
import type { AppContext } from '../../context';
import { TtlCache } from '../../lib/ttl-cache';
import { getSiteFacts } from '../../services/site/get-site-facts';

/** Counted afresh every 5 minutes: the landing page is the busiest page, the figures move slowly. */
const SITE_FACTS_CACHE_MS = 5 * 60_000;

/** GET /api/site-facts: the landing page's figures, from the product's own data (issue 12). */
export function registerGetSiteFacts(app: FastifyInstance, ctx: AppContext) {
  const cache = new TtlCache<SiteFacts>(ctx.clock, SITE_FACTS_CACHE_MS);
  app.get('/api/site-facts', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${SITE_FACTS_CACHE_MS / 1000}`);
    return (await cache.get(() => getSiteFacts(ctx))) satisfies SiteFacts;
  });
}
