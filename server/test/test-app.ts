import { randomBytes } from 'node:crypto';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { manualClock } from '../lib/clock';
import type { Route } from '../routes/route';
import { TestClient } from './test-client';
import { createTestDatabase } from './test-database';

/**
 * A real app on a real database built from the real migrations: a fresh in-memory PGlite per
 * test file, or, when TEST_DATABASE_URL names a PostgreSQL server, a fresh database on it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    clockStart?: Date;
    /** Routes only this test serves (say, one whose answer drifts from its contract). */
    extraRoutes?: Route[];
  } & Pick<BuildAppOptions, 'webRoot' | 'logStream' | 'checkResponses'> = {},
) {
  const { database, drop } = await createTestDatabase();
  const clock = manualClock(options.clockStart);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const secretKey = randomBytes(32).toString('hex');
  const { webRoot, logStream, checkResponses, extraRoutes = [] } = options;
  const build = async () => {
    const built = await buildApp({
      database,
      config,
      secretKey,
      clock,
      webRoot,
      logStream,
      checkResponses,
    });
    for (const extra of extraRoutes) extra.register(built.app, built.ctx);
    return built;
  };
  const { app, ctx, sandboxUrl } = await build();
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
      const rebuilt = await build();
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
