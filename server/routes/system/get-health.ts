import { GetHealth } from '@common/contracts/system';
import { checkDatabase } from '../../services/system/check-database';
import { route } from '../route';

/** GET /api/health: 200 once the database answers. */
export const getHealthRoute = route(GetHealth, async ({ ctx }) => {
  await checkDatabase(ctx.db);
  return { status: 'ok' as const };
});
