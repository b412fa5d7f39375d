import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperBlueprint, signupBody } from './test/factories';
import { HttpClient } from './test/http-client';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Server = { url: string; stop: () => Promise<void> };

/** `tsx server/index.ts` as production runs it, on its own port and DATA_DIR; ready once healthy. */
async function startServer(databaseUrl: string, secretKey: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'prashna-process-'));
  const child = spawn(tsx, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY: secretKey,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 50_000; waited += 250) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start:\n${output}`);
}

const statuses = async (answers: Promise<{ status: number }>[]) =>
  (await Promise.all(answers)).map((answer) => answer.status).sort();

// Two real processes on one throwaway PostgreSQL: what one counts, the other sees (issue 13).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two app processes on one PostgreSQL (PostgreSQL only: runs with TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    let a: Server;
    let b: Server;
    beforeAll(async () => {
      test = await createTestDatabase();
      const secretKey = 'shared-secret-of-both-processes-0123456789';
      [a, b] = await Promise.all([
        startServer(test.url!, secretKey),
        startServer(test.url!, secretKey),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await test.database.close();
      await test.drop();
    });

    it('one login limit per IP: 20 attempts at once, half to each, let exactly 10 through', async () => {
      const client = new HttpClient('203.0.113.50');
      await client.csrfToken(a.url);
      const attempts = Array.from({ length: 20 }, (_, i) =>
        client.post(i % 2 ? a.url : b.url, '/api/login', {
          loginId: `nobody${i}@example.com`,
          password: 'wrong-password',
        }),
      );
      expect(await statuses(attempts)).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
      const later = await client.post(a.url, '/api/login', {
        loginId: 'nobody@example.com',
        password: 'wrong-password',
      });
      expect(later.status).toBe(429);
      expect(Number(later.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('one session, one quota: a free user asking both for papers at once gets exactly 3', async () => {
      const teacher = new HttpClient('203.0.113.60');
      const signup = await teacher.post(a.url, '/api/signup', signupBody());
      expect(signup.status, JSON.stringify(signup.body)).toBe(201);
      // The session made by process A is known to B: it is a row, not memory.
      const session = await teacher.get(b.url, '/api/session');
      expect(session.body).toMatchObject({ user: { email: expect.any(String) } });
      await teacher.csrfToken(b.url);
      const papers = Array.from({ length: 6 }, (_, i) =>
        teacher.post(i % 2 ? a.url : b.url, '/api/papers', paperBlueprint()),
      );
      expect(await statuses(papers)).toEqual([201, 201, 201, 402, 402, 402]);
    });
  },
);
