import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('migrations at start', () => {
  it.skipIf(!adminUrl)(
    'processes starting together on an empty database migrate it once (PostgreSQL only: runs with TEST_DATABASE_URL)',
    async () => {
      const { default: pg } = await import('pg');
      const name = `prashna_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        const databases = await Promise.all(
          Array.from({ length: 3 }, () =>
            openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 }),
          ),
        );
        const result = await databases[0]!.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        const [row] = (result as unknown as { rows: { applied: number }[] }).rows;
        const journal = await import('./migrations/meta/_journal.json');
        expect(row?.applied).toBe(journal.entries.length);
        await Promise.all(databases.map((database) => database.close()));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
