import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { signupBody } from '../test/factories';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

describe('request logging', () => {
  it('is one line per request: method, path without the query, status, time, request id', async () => {
    const response = await t
      .client()
      .get('/api/health?email=asha.secret%40example.com&token=123456');
    expect(response.statusCode).toBe(200);
    const requestLines = logged().filter((line) => line.reqId !== undefined);
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        path: '/api/health',
        statusCode: 200,
        responseTime: expect.any(Number),
        reqId: expect.any(String),
      }),
    ]);
    expect(lines.join('')).not.toMatch(/incoming request|asha\.secret|123456/);
  });

  it('logs a refused request the same way, with its status', async () => {
    await t.client().post('/api/logout', {}, { csrf: false });
    const requestLines = logged().filter((line) => line.msg === 'request completed');
    expect(requestLines).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/logout', statusCode: 403 }),
    ]);
  });
});

describe('database errors in the log', () => {
  it('keep the SQL text and the PostgreSQL code, never the values: no e-mail, phone or hash', async () => {
    // Every new account now breaks a rule, so the signup's insert fails in the database.
    await t.db.execute(sql`alter table users add constraint users_frozen check (false) not valid`);
    try {
      const body = signupBody({ email: 'leaky.secret.person@example.com' });
      const response = await t.client().post('/api/signup', body);
      expect(response.statusCode).toBe(500);
      const text = lines.join('');
      for (const secret of ['leaky.secret.person', body.phone, '$argon2', 'Meera Iyer'])
        expect(text).not.toContain(secret);
      const failure = logged().find((line) => line.msg === 'unhandled error');
      expect(failure?.reqId).toEqual(expect.any(String));
      expect(failure?.err).toMatchObject({
        message: expect.stringMatching(/^Failed query: insert into "users"/),
        query: expect.stringMatching(/^insert into "users"/),
        cause: { code: '23514', message: expect.stringContaining('users_frozen') },
      });
      expect(failure?.err).not.toHaveProperty('params');
    } finally {
      await t.db.execute(sql`alter table users drop constraint users_frozen`);
    }
  });

  it('keep the values out of a background task’s failure too, data exceptions included', async () => {
    const secret = 'background-secret-9812';
    t.ctx.background.run(() => t.db.execute(sql`select ${secret}::uuid`));
    await t.ctx.background.drain();
    const failure = logged().find((line) => line.msg === 'background task failed');
    expect(failure?.err).toMatchObject({
      message: 'Failed query: select $1::uuid',
      cause: { code: '22P02', message: 'invalid input syntax for type uuid: "…"' },
    });
    expect(lines.join('')).not.toContain(secret);
  });
});
