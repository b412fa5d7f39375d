import { Access, defineOperation } from '../operation';
import { UserSubscriptionQuerySchema, UserSubscriptionSchema } from '../schemas/subscription';

/** The asker's own plans and allowances; a site admin may look anyone up by e-mail. */
export const GetUserSubscription = defineOperation({
  name: 'get-user-subscription',
  method: 'GET',
  path: '/api/user-subscription',
  query: UserSubscriptionQuerySchema,
  output: UserSubscriptionSchema,
  access: Access.signedIn,
});
