import { Access, defineOperation } from '../operation';
import { HealthResponseSchema } from '../schemas/health';

/** 200 once the database answers. */
export const GetHealth = defineOperation({
  name: 'get-health',
  method: 'GET',
  path: '/api/health',
  output: HealthResponseSchema,
  access: Access.anyone,
});
