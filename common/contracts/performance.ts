import { Access, defineOperation } from '../operation';
import { AnalyticsQuerySchema, AnalyticsSchema } from '../schemas/attempt';

/** The student's performance dashboard, from real attempts (issue 5); the wire path keeps its name. */
export const GetPerformance = defineOperation({
  name: 'get-performance',
  method: 'GET',
  path: '/api/analytics',
  query: AnalyticsQuerySchema,
  output: AnalyticsSchema,
  access: Access.signedIn,
});
