import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { manualClock } from '../lib/clock';
import { TestClient } from './test-client';

/**
 * A real app on a real database built from the real migrations: a fresh in-memory PGlite per
 * test file, or, when TEST_DATABASE_URL names a PostgreSQL server, a fresh database on it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clockStart?: Date } = {},
) {
  const { database, drop } = await createTestDatabase();
  const clock = manualClock(options.clockStart);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const secretKey = randomBytes(32).toString('hex');
  const { app, ctx, sandboxUrl } = await buildApp({ database, config, secretKey, clock });
  await app.ready();
  const t = {
    app,
    ctx,
    /** The built-in sandbox gateway standing in for Cashfree in this app. */
    sandboxUrl: sandboxUrl!,
    clock,
    db: database.db,
    kind: database.kind,
    /** A browser-like client with its own cookie jar and, unless given, its own address. */
    client: (ip = nextTestIp()) => new TestClient(t.app, ip),
    /** Stops the app and starts a new one on the same database, as a server restart does. */
    restart: async () => {
      await t.app.close();
      const rebuilt = await buildApp({ database, config, secretKey, clock });
      await rebuilt.app.ready();
      t.app = rebuilt.app;
      t.ctx = rebuilt.ctx;
      t.sandboxUrl = rebuilt.sandboxUrl!;
    },
    /** Listens on 127.0.0.1, so the sandbox gateway can deliver its webhooks over real HTTP. */
    listen: () => t.app.listen({ port: 0, host: '127.0.0.1' }),
    close: async () => {
      await t.app.close();
      await database.close();
      await drop();
    },
  };
  return t;
}

let ipCounter = 0;

/** A fresh address in the benchmarking range 198.18.0.0/15, so rate limits do not couple tests. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
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
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
