import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { AdvisoryLocks, withLock } from './advisory-lock';
import { acquireDataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = join(fileURLToPath(new URL('.', import.meta.url)), 'migrations');

// One PGlite per directory per process, surviving hot reloads (docs/measurements.md §2.1).
const openDirs: Set<string> = ((globalThis as Record<string, unknown>).__prashnaPgliteDirs ??=
  new Set<string>()) as Set<string>;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  let dir: string | undefined;
  if (dataDir) {
    dir = resolve(dataDir);
    if (openDirs.has(dir)) throw new Error(`PGlite is already open on ${dir} in this process.`);
    release = acquireDataDirLock(dir);
    openDirs.add(dir);
  }
  try {
    const client = dir ? await PGlite.create(join(dir, 'pglite')) : await PGlite.create();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        if (dir) openDirs.delete(dir);
        release();
      },
    };
  } catch (error) {
    if (dir) openDirs.delete(dir);
    release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // At least two connections: at start one holds the migration lock while another migrates.
  const pool = new pg.Pool({ connectionString: url, max: Math.max(poolSize, 2) });
  // An idle connection the server closes (a restart, a dropped test database) is discarded by the
  // pool; without a listener its 'error' event would crash the process. Queries report their own.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  const database: Database = { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  // Processes starting together (a deploy behind a balancer) migrate one after the other: the
  // first applies what is pending, the next ones find nothing left to do.
  await withLock(database, AdvisoryLocks.migrations, () => migrate(db, { migrationsFolder }));
  return database;
}
