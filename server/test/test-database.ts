import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

export type TestDatabase = {
  database: Database;
  /** On PostgreSQL, the database's address, so a second pool (another app process) can open it. */
  url?: string;
  drop: () => Promise<void>;
};

/** A fresh database for one test: an in-memory PGlite, or a new database on TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `prashna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 60 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
