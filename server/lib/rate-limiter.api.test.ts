import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { manualClock } from './clock';
import { RateLimiter, type Limit } from './rate-limiter';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let test: TestDatabase;
const clock = manualClock();
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.database.close();
  await test.drop();
});

const limiter = (scale = 1) => new RateLimiter(test.database.db, clock, scale);
const freshKey = () => `test:${randomUUID()}`;
const windowsOf = async (key: string) =>
  Object.fromEntries(
    (
      await test.database.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key))
    ).map((row) => [row.windowMs, row.count]),
  );
const allowedOf = async (hits: Promise<{ allowed: boolean }>[]) =>
  (await Promise.all(hits)).filter((decision) => decision.allowed).length;

describe('rate limiter (in the database)', () => {
  it('allows max hits per window, then tells how long to wait, then starts a new window', async () => {
    const rl = limiter();
    const key = freshKey();
    const limits = [{ max: 3, windowMs: MINUTE }];
    for (let i = 0; i < 3; i++) expect((await rl.hit(key, limits)).allowed).toBe(true);
    expect(await rl.hit(key, limits)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.advance(20_000);
    expect(await rl.hit(key, limits)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    clock.advance(40_000);
    expect((await rl.hit(key, limits)).allowed).toBe(true);
    expect(await windowsOf(key)).toEqual({ [MINUTE]: 1 });
  });

  it('scales every limit', async () => {
    const rl = limiter(2);
    const key = freshKey();
    const limits = [{ max: 1, windowMs: 1000 }];
    expect((await rl.hit(key, limits)).allowed).toBe(true);
    expect((await rl.hit(key, limits)).allowed).toBe(true);
    expect((await rl.hit(key, limits)).allowed).toBe(false);
  });

  it('counts a refused hit against none of the limits', async () => {
    const rl = limiter();
    const key = freshKey();
    const limits = [
      { max: 3, windowMs: MINUTE },
      { max: 5, windowMs: HOUR },
    ];
    for (let i = 0; i < 3; i++) expect((await rl.hit(key, limits)).allowed).toBe(true);
    expect((await rl.hit(key, limits)).allowed).toBe(false);
    expect(await windowsOf(key)).toEqual({ [MINUTE]: 3, [HOUR]: 3 });
    clock.advance(MINUTE);
    // Had the refused hit counted in the hour, only one more would pass.
    for (let i = 0; i < 2; i++) expect((await rl.hit(key, limits)).allowed).toBe(true);
    const refused = await rl.hit(key, limits);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 59 * 60 });
    expect(await windowsOf(key)).toEqual({ [MINUTE]: 2, [HOUR]: 5 });
  });

  it('waits for the last exhausted limit', async () => {
    const rl = limiter();
    const key = freshKey();
    const limits = [
      { max: 1, windowMs: MINUTE },
      { max: 1, windowMs: HOUR },
    ];
    expect((await rl.hit(key, limits)).allowed).toBe(true);
    expect(await rl.hit(key, limits)).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    expect(await rl.check(key, limits)).toEqual({ allowed: false, retryAfterSeconds: 3600 });
  });

  it('checks without counting, bumps without checking, and resets', async () => {
    const rl = limiter();
    const key = freshKey();
    const limits: Limit[] = [{ max: 2, windowMs: MINUTE }];
    expect(await rl.check(key, limits)).toEqual({ allowed: true });
    expect(await windowsOf(key)).toEqual({});
    for (let i = 0; i < 3; i++) await rl.bump(key, limits);
    expect(await windowsOf(key)).toEqual({ [MINUTE]: 3 });
    expect((await rl.check(key, limits)).allowed).toBe(false);
    await rl.reset(key, limits);
    expect(await windowsOf(key)).toEqual({});
    expect((await rl.hit(key, limits)).allowed).toBe(true);
  });

  it('lets exactly max of many concurrent hits through, with one limit or several', async () => {
    const rl = limiter();
    const one = freshKey();
    expect(
      await allowedOf(
        Array.from({ length: 40 }, () => rl.hit(one, [{ max: 7, windowMs: MINUTE }])),
      ),
    ).toBe(7);
    expect(await windowsOf(one)).toEqual({ [MINUTE]: 7 });
    const several = freshKey();
    const limits = [
      { max: 15, windowMs: HOUR },
      { max: 10, windowMs: MINUTE },
    ];
    expect(await allowedOf(Array.from({ length: 40 }, () => rl.hit(several, limits)))).toBe(10);
    expect(await windowsOf(several)).toEqual({ [MINUTE]: 10, [HOUR]: 10 });
  });

  it.skipIf(!onPostgres)(
    'holds across two processes: two pools on one database (PostgreSQL only: runs with TEST_DATABASE_URL)',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: test.url!, poolSize: 20 });
      try {
        const here = limiter();
        const there = new RateLimiter(other.db, clock);
        const key = freshKey();
        const limits = [
          { max: 10, windowMs: MINUTE },
          { max: 100, windowMs: HOUR },
        ];
        const hits = Array.from({ length: 60 }, (_, i) => (i % 2 ? here : there).hit(key, limits));
        expect(await allowedOf(hits)).toBe(10);
        expect(await windowsOf(key)).toEqual({ [MINUTE]: 10, [HOUR]: 10 });
      } finally {
        await other.close();
      }
    },
  );

  it('sweeps the windows that have passed, at most once a minute', async () => {
    const rl = limiter();
    const passed = freshKey();
    const live = freshKey();
    await rl.hit(passed, [{ max: 5, windowMs: 1000 }]);
    await rl.hit(live, [{ max: 5, windowMs: HOUR }]);
    clock.advance(2000);
    await rl.hit(freshKey(), [{ max: 5, windowMs: 1000 }]);
    expect(await windowsOf(passed)).toEqual({ 1000: 1 });
    clock.advance(MINUTE);
    await rl.hit(freshKey(), [{ max: 5, windowMs: 1000 }]);
    expect(await windowsOf(passed)).toEqual({});
    expect(await windowsOf(live)).toEqual({ [HOUR]: 1 });
  });

  it.skipIf(!onPostgres)(
    'a sweep skips a window a hit holds rather than wait for it (PostgreSQL only: runs with TEST_DATABASE_URL)',
    async () => {
      const rl = limiter();
      const held = freshKey();
      const free = freshKey();
      for (const key of [held, free]) await rl.hit(key, [{ max: 5, windowMs: 1000 }]);
      clock.advance(2000);
      let release = () => {};
      const holding = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const hit = test.database.db.transaction(async (tx) => {
        await tx
          .select()
          .from(rateLimitWindows)
          .where(eq(rateLimitWindows.key, held))
          .for('update');
        locked();
        await holding;
      });
      await isLocked;
      await rl.sweep(); // waiting for the held row would never end: the test would time out
      expect(await windowsOf(held)).toEqual({ 1000: 1 });
      expect(await windowsOf(free)).toEqual({});
      release();
      await hit;
    },
  );
});
