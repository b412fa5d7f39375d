import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';

/** GET /api/health: 200 once the database answers. */
export function registerGetHealth(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}
