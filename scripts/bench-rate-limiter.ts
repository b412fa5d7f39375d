// The cost of one rate-limit hit in the database (issue 13), sequential, as one request pays it.
// npx tsx scripts/bench-rate-limiter.ts                                  (in-memory PGlite)
// bash scripts/with-postgres.sh npx tsx scripts/bench-rate-limiter.ts    (a throwaway PostgreSQL)
import { performance } from 'node:perf_hooks';
import { manualClock } from '../server/lib/clock';
import { RateLimiter, type Limit } from '../server/lib/rate-limiter';
import { createTestDatabase } from '../server/test/test-database';

const RUNS = Number(process.env.RUNS ?? 5000);
const KEYS = 200;

function summarise(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${name.padEnd(44)} n=${String(samples.length).padEnd(6)} p50 ${at(0.5).toFixed(3)} ms   p95 ${at(0.95).toFixed(3)} ms`,
  );
}

async function time(runs: number, task: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(200, runs); i++) await task(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

const roomy = (limits: Limit[]) => limits.map((limit) => ({ ...limit, max: 1_000_000 }));
const oneLimit: Limit[] = roomy([{ max: 1, windowMs: 60_000 }]);
const twoLimits: Limit[] = roomy([
  { max: 1, windowMs: 60_000 },
  { max: 1, windowMs: 3_600_000 },
]);

const { database, drop } = await createTestDatabase();
try {
  const clock = manualClock();
  const limiter = new RateLimiter(database.db, clock);
  console.log(`Rate limiter on ${database.kind}, ${RUNS} sequential hits per line, ${KEYS} keys`);
  summarise(
    'hit, one limit (upsert)',
    await time(RUNS, (i) => limiter.hit(`one:${i % KEYS}`, oneLimit)),
  );
  summarise(
    'hit, two limits (upsert in a transaction)',
    await time(RUNS, (i) => limiter.hit(`two:${i % KEYS}`, twoLimits)),
  );
  const full = [{ max: 1, windowMs: 3_600_000 }];
  await limiter.hit('full', full);
  summarise(
    'hit refused, one limit (+ read of the wait)',
    await time(RUNS, () => limiter.hit('full', full)),
  );
  summarise(
    'hit, a new key each time (insert)',
    await time(RUNS, (i) => limiter.hit(`new:${i}:${Math.random()}`, oneLimit)),
  );
} finally {
  await database.close();
  await drop();
}
