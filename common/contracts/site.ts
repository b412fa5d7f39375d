import { Access, defineOperation } from '../operation';
import { SiteFactsSchema } from '../schemas/site-facts';

/** The landing page's figures, from the product's own data (issue 12). */
export const GetSiteFacts = defineOperation({
  name: 'get-site-facts',
  method: 'GET',
  path: '/api/site-facts',
  output: SiteFactsSchema,
  access: Access.anyone,
});
