import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Throws unless the database answers a trivial query. */
export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
