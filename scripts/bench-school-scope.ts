// The cost of withSchool (issue 13): a school-scoped transaction against a plain one, same query.
//   npx tsx scripts/bench-school-scope.ts                                  (in-memory PGlite)
//   bash scripts/with-postgres.sh npx tsx scripts/bench-school-scope.ts    (PostgreSQL over TCP)
// The variants take turns in each round, so a slow moment of the machine falls on all of them.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { schools, sections } from '../server/db/schema';
import { selectInSchool, withSchool } from '../server/db/school-scope';
import { createTestDatabase } from '../server/test/test-database';

const rounds = Number(process.env.ROUNDS ?? 3000);
const warmUp = 200;

type Variant = { name: string; run: (db: Db, schoolId: string) => Promise<unknown> };

const variants: Variant[] = [
  {
    name: 'plain transaction',
    run: (db, schoolId) =>
      db.transaction((tx) => tx.select().from(sections).where(eq(sections.schoolId, schoolId))),
  },
  {
    name: 'withSchool (one set_config statement)',
    run: (db, schoolId) => withSchool(db, schoolId, (tx) => selectInSchool(tx, sections)),
  },
  {
    name: 'set_config, then SET LOCAL ROLE',
    run: (db, schoolId) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.school_id', ${schoolId}, true)`);
        await tx.execute(sql`set local role prashna_school_scope`);
        return tx.select().from(sections).where(eq(sections.schoolId, schoolId));
      }),
  },
];

/** The median and the 95th percentile of some timings, in milliseconds. */
function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/** One school with ten sections, so each variant reads a few real rows. */
async function seed(db: Db): Promise<string> {
  const [school] = await db.insert(schools).values({ name: 'Bench School' }).returning();
  await db.insert(sections).values(
    Array.from({ length: 10 }, (_, i) => ({
      schoolId: school!.id,
      classId: '8',
      name: `S${i}`,
      academicYear: '2026-27',
    })),
  );
  return school!.id;
}

const { database, drop } = await createTestDatabase();
try {
  const schoolId = await seed(database.db);
  const samples = variants.map(() => [] as number[]);
  for (let round = 0; round < warmUp + rounds; round++) {
    for (const [i, variant] of variants.entries()) {
      const start = performance.now();
      await variant.run(database.db, schoolId);
      if (round >= warmUp) samples[i]!.push(performance.now() - start);
    }
  }
  const base = percentiles(samples[0]!);
  console.log(`${database.kind}, ${rounds} transactions of each kind (after ${warmUp} to warm up)`);
  for (const [i, variant] of variants.entries()) {
    const { p50, p95 } = percentiles(samples[i]!);
    const extra = i === 0 ? '' : `   (+${(p50 - base.p50).toFixed(3)} ms at p50)`;
    console.log(
      `${variant.name.padEnd(40)} p50 ${p50.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms${extra}`,
    );
  }
} finally {
  await database.close();
  await drop();
}
