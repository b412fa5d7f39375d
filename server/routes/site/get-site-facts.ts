import { GetSiteFacts } from '@common/contracts/site';
import { getSiteFacts, SITE_FACTS_CACHE_MS } from '../../services/site/get-site-facts';
import { route } from '../route';

/** GET /api/site-facts: the landing page's figures, from the product's own data (issue 12). */
export const getSiteFactsRoute = route(GetSiteFacts, ({ ctx, reply }) => {
  reply.header('cache-control', `public, max-age=${SITE_FACTS_CACHE_MS / 1000}`);
  return ctx.caches.siteFacts.get(() => getSiteFacts(ctx));
});
