import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { openDatabase, type Db } from './client';
import {
  guardianLinks,
  schoolMemberships,
  schools,
  schoolScopedTables,
  sections,
  sectionStudents,
  sectionTeachers,
  users,
} from './schema';
import { inSchool, insertInSchool, selectInSchool, withSchool } from './school-scope';

// Issue 13: the school filter of the helpers is the first wall; row-level security under the role
// prashna_school_scope is the second, and these tests go around the first on purpose (raw SQL
// with no where clause) to show that the second holds on its own.

type Row = Record<string, unknown>;
type SchoolScopedTable = (typeof schoolScopedTables)[number];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let testDatabase: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});

afterAll(async () => {
  await testDatabase.database.close();
  await testDatabase.drop();
});

/** The rows of a raw statement (PGlite and node-postgres both answer with `rows`). */
async function rowsOf<T = Row>(query: PromiseLike<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** The column naming a row's school: `id` in `schools`, `school_id` in the others. */
function schoolColumnOf(table: SchoolScopedTable): string {
  return table === 'schools' ? 'id' : 'school_id';
}

/** `select * from <table>` with no where clause at all: the forgotten filter. */
function selectAll(tx: Db, table: SchoolScopedTable) {
  return rowsOf(tx.execute(sql`select * from ${sql.identifier(table)}`));
}

/** The schools whose rows a raw select of a table returns, one entry per row. */
async function schoolsSeen(tx: Db, table: SchoolScopedTable): Promise<unknown[]> {
  return (await selectAll(tx, table)).map((row) => row[schoolColumnOf(table)]);
}

/** How many rows of one school each table holds, counted by the owner (whom no policy limits). */
async function countsOf(schoolId: string): Promise<Record<SchoolScopedTable, number>> {
  const counts = {} as Record<SchoolScopedTable, number>;
  for (const table of schoolScopedTables) {
    const [row] = await rowsOf<{ n: number }>(
      db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(schoolColumnOf(table))} = ${schoolId}`,
      ),
    );
    counts[table] = row!.n;
  }
  return counts;
}

/** The database's own words for a failure (drizzle wraps them in "Failed query: ..."). */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no failure';
}

/** A user of no particular school, straight into the table. */
async function seedUser(): Promise<string> {
  const tag = randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      fullName: 'Test User',
      email: `${tag}@example.com`,
      phone: tag,
      country: 'India',
      passwordHash: 'not-a-hash',
    })
    .returning({ id: users.id });
  return user!.id;
}

/** A school with rows in every school-scoped table: two sections, a teacher, two students, a parent. */
async function seedSchool(name: string) {
  const [school] = await db.insert(schools).values({ name }).returning({ id: schools.id });
  const schoolId = school!.id;
  const teacher = await seedUser();
  const students = [await seedUser(), await seedUser()] as const;
  const parent = await seedUser();
  const sectionIds = (
    await db
      .insert(sections)
      .values(
        ['A', 'B'].map((section) => ({
          schoolId,
          classId: '8',
          name: section,
          academicYear: '2026-27',
        })),
      )
      .returning({ id: sections.id })
  ).map((section) => section.id) as [string, string];
  await db.insert(schoolMemberships).values([
    { schoolId, userId: teacher, role: 'teacher' },
    { schoolId, userId: students[0], role: 'student' },
    { schoolId, userId: students[1], role: 'student' },
    { schoolId, userId: parent, role: 'parent' },
  ]);
  await db
    .insert(sectionTeachers)
    .values(
      sectionIds.map((sectionId) => ({ schoolId, sectionId, userId: teacher, subject: 'maths' })),
    );
  await db.insert(sectionStudents).values([
    { schoolId, sectionId: sectionIds[0], userId: students[0], rollNumber: 1 },
    { schoolId, sectionId: sectionIds[1], userId: students[1], rollNumber: 1 },
  ]);
  await db.insert(guardianLinks).values([
    { schoolId, parentUserId: parent, studentUserId: students[0] },
    { schoolId, parentUserId: parent, studentUserId: students[1] },
  ]);
  return { id: schoolId, sectionIds, teacher, students, parent };
}

/** Two schools, A and B, each with rows in every school-scoped table. */
async function seedTwoSchools() {
  return { a: await seedSchool('School A'), b: await seedSchool('School B') };
}

/** A meeting point for two concurrent tasks: each waits at it until the other arrives. */
function meetingPoint(): () => Promise<void> {
  let arrived = 0;
  let release = () => {};
  const bothHere = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === 2) release();
    return bothHere;
  };
}

describe('withSchool: a query that forgets the school still sees only its own school', () => {
  it('a raw select with no where clause returns only the scope school, in every table', async () => {
    const { a, b } = await seedTwoSchools();
    const countsA = await countsOf(a.id);
    const countsB = await countsOf(b.id);
    for (const table of schoolScopedTables) {
      const seen = await withSchool(db, a.id, (tx) => schoolsSeen(tx, table));
      expect(countsA[table], table).toBeGreaterThan(0);
      expect(countsB[table], table).toBeGreaterThan(0);
      expect(seen, table).toEqual(Array(countsA[table]).fill(a.id));
    }
  });

  it("asking for another school's row by its id, or through a join, finds nothing", async () => {
    const { a, b } = await seedTwoSchools();
    const found = await withSchool(db, a.id, async (tx) => ({
      byId: await tx.select().from(sections).where(eq(sections.id, b.sectionIds[0])),
      joined: await tx
        .select({ school: sectionStudents.schoolId })
        .from(sectionStudents)
        .innerJoin(sections, eq(sections.id, sectionStudents.sectionId)),
    }));
    expect(found.byId).toEqual([]);
    expect(found.joined).toEqual([{ school: a.id }, { school: a.id }]);
  });

  it('an update and a delete with no where clause touch only the scope school', async () => {
    const { a, b } = await seedTwoSchools();
    const countsA = await countsOf(a.id);
    const countsB = await countsOf(b.id);

    const updated = await withSchool(db, a.id, async (tx) => {
      const touched = {} as Record<SchoolScopedTable, unknown[]>;
      // The schools table itself may only be renamed by a school (seats and status are not its own).
      for (const table of schoolScopedTables) {
        const column = sql.identifier(table === 'schools' ? 'name' : schoolColumnOf(table));
        const rows = await rowsOf(
          tx.execute(
            sql`update ${sql.identifier(table)} set ${column} = ${column} returning ${sql.identifier(schoolColumnOf(table))} as school`,
          ),
        );
        touched[table] = rows.map((row) => row.school);
      }
      await tx.execute(sql`update sections set name = name || ' renamed'`);
      await tx.execute(sql`update schools set name = 'renamed'`);
      return touched;
    });
    for (const table of schoolScopedTables) {
      expect(updated[table], table).toEqual(Array(countsA[table]).fill(a.id));
    }
    const names = await db
      .select({ school: sections.schoolId, name: sections.name })
      .from(sections)
      .where(inArray(sections.schoolId, [a.id, b.id]))
      .orderBy(sections.schoolId, sections.name);
    expect(names.filter((row) => row.school === b.id).map((row) => row.name)).toEqual(['A', 'B']);
    expect(names.filter((row) => row.school === a.id).map((row) => row.name)).toEqual([
      'A renamed',
      'B renamed',
    ]);
    const [schoolB] = await db.select().from(schools).where(eq(schools.id, b.id));
    expect(schoolB!.name).toBe('School B');

    const deleted = await withSchool(db, a.id, async (tx) => {
      const gone = {} as Record<SchoolScopedTable, unknown[]>;
      // A school cannot delete itself: that is the site admin's (permission denied, tested below).
      for (const table of [...schoolScopedTables].reverse().filter((name) => name !== 'schools')) {
        const column = sql.identifier(schoolColumnOf(table));
        const rows = await rowsOf(
          tx.execute(sql`delete from ${sql.identifier(table)} returning ${column} as school`),
        );
        gone[table] = rows.map((row) => row.school);
      }
      return gone;
    });
    for (const table of schoolScopedTables.filter((name) => name !== 'schools')) {
      expect(deleted[table], table).toEqual(Array(countsA[table]).fill(a.id));
    }
    expect(await countsOf(a.id)).toEqual({
      ...Object.fromEntries(schoolScopedTables.map((table) => [table, 0])),
      schools: 1,
    });
    expect(await countsOf(b.id)).toEqual(countsB);
    const deleteSchool = await failureOf(
      withSchool(db, a.id, (tx) => tx.execute(sql`delete from schools`)),
    );
    expect(deleteSchool).toMatch(/permission denied for table schools/);
    const changeSeats = await failureOf(
      withSchool(db, a.id, (tx) => tx.execute(sql`update schools set seats = 9999`)),
    );
    expect(changeSeats).toMatch(/permission denied for table schools/);
  });
});

describe('withSchool: writes stay in the scope school', () => {
  it('an insert for another school is refused (WITH CHECK), and the transaction keeps nothing', async () => {
    const { a, b } = await seedTwoSchools();
    const countsB = await countsOf(b.id);
    const failure = await failureOf(
      withSchool(db, a.id, async (tx) => {
        await insertInSchool(tx, sections, {
          classId: '9',
          name: 'first',
          academicYear: '2026-27',
        });
        await tx
          .insert(sections)
          .values({ schoolId: b.id, classId: '9', name: 'smuggled', academicYear: '2026-27' });
      }),
    );
    expect(failure).toMatch(/new row violates row-level security policy for table "sections"/);
    const classNine = await db
      .select()
      .from(sections)
      .where(and(inArray(sections.schoolId, [a.id, b.id]), eq(sections.classId, '9')));
    expect(classNine).toEqual([]);
    expect(await countsOf(b.id)).toEqual(countsB);
  });

  it('moving a row to another school is refused the same way', async () => {
    const { a, b } = await seedTwoSchools();
    const failure = await failureOf(
      withSchool(db, a.id, (tx) => tx.update(schoolMemberships).set({ schoolId: b.id })),
    );
    expect(failure).toMatch(/new row violates row-level security policy/);
    expect((await countsOf(a.id)).school_memberships).toBe(4);
  });

  it('the helpers put the scope school into each query they build', async () => {
    const { a, b } = await seedTwoSchools();
    await withSchool(db, a.id, async (tx) => {
      const [added] = await insertInSchool(tx, sectionStudents, {
        sectionId: a.sectionIds[1],
        userId: a.students[0],
        rollNumber: 2,
      }).returning();
      expect(added!.schoolId).toBe(a.id);

      const query = selectInSchool(tx, sections, eq(sections.name, 'B'));
      expect(query.toSQL().sql).toContain('where ("sections"."school_id" = $1 and');
      expect(query.toSQL().params).toEqual([a.id, 'B']);
      expect((await query).map((section) => section.id)).toEqual([a.sectionIds[1]]);

      const own = await tx.select({ id: schools.id }).from(schools).where(inSchool(tx, schools));
      expect(own).toEqual([{ id: a.id }]);
      const otherById = await selectInSchool(tx, sections, eq(sections.id, b.sectionIds[0]));
      expect(otherById).toEqual([]);
    });
  });

  it('a section row cannot point at a section of another school, even outside a scope', async () => {
    const { a, b } = await seedTwoSchools();
    const student = await failureOf(
      db
        .insert(sectionStudents)
        .values({ schoolId: a.id, sectionId: b.sectionIds[0], userId: a.students[0] }),
    );
    expect(student).toMatch(/violates foreign key constraint "section_students_section_fk"/);
    const teacher = await failureOf(
      db
        .insert(sectionTeachers)
        .values({ schoolId: b.id, sectionId: a.sectionIds[0], userId: a.teacher, subject: 'x' }),
    );
    expect(teacher).toMatch(/violates foreign key constraint "section_teachers_section_fk"/);
    // A section that moves school would leave its students and teachers behind: refused too.
    const moved = await failureOf(
      db
        .update(sections)
        .set({ schoolId: b.id, name: 'moved' })
        .where(eq(sections.id, a.sectionIds[0])),
    );
    expect(moved).toMatch(
      /violates foreign key constraint "section_(students|teachers)_section_fk"/,
    );
  });
});

describe('withSchool: the school and the role live only as long as the transaction', () => {
  type State = { pid: number; school: string | null; user: string };
  const stateOf = async (conn: Db): Promise<State> =>
    (
      await rowsOf<State>(
        conn.execute(
          sql`select pg_backend_pid() as pid, current_setting('app.school_id', true) as school,
                     current_user as "user"`,
        ),
      )
    )[0]!;

  it('a pooled connection goes back without them, after a commit and after a failure', async () => {
    const { a, b } = await seedTwoSchools();
    // One connection, so every statement below runs on the connection the scope used.
    const single = testDatabase.url
      ? await openDatabase({ kind: 'postgres', url: testDatabase.url, poolSize: 1 })
      : testDatabase.database;
    try {
      const conn = single.db;
      const before = await stateOf(conn);
      expect(before.user).not.toBe('prashna_school_scope');

      const inside = await withSchool(conn, a.id, (tx) => stateOf(tx));
      expect(inside).toEqual({ pid: before.pid, school: a.id, user: 'prashna_school_scope' });
      const afterCommit = await stateOf(conn);
      expect(afterCommit.pid).toBe(before.pid);
      expect(afterCommit.school ?? '').toBe('');
      expect(afterCommit.user).toBe(before.user);

      const failed = withSchool(conn, a.id, async () => {
        throw new Error('the work failed');
      });
      await expect(failed).rejects.toThrow('the work failed');
      const afterFailure = await stateOf(conn);
      expect(afterFailure).toEqual(afterCommit);

      const everySchool = await schoolsSeen(conn, 'sections');
      expect(everySchool).toContain(a.id);
      expect(everySchool).toContain(b.id);
    } finally {
      if (single !== testDatabase.database) await single.close();
    }
  });

  it('no school id, or one that is not a UUID, is refused before a transaction opens', async () => {
    let ran = false;
    for (const id of ['', 'not-a-uuid', "' or true --"]) {
      const scope = withSchool(db, id, async () => {
        ran = true;
      });
      await expect(scope).rejects.toThrow(/^withSchool needs a school id \(a UUID\)/);
    }
    expect(ran).toBe(false);
  });

  it('under the role with no school set, every table is empty and nothing can be written', async () => {
    await seedTwoSchools();
    const noSchool = <T>(work: (tx: Db) => Promise<T>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local role prashna_school_scope`);
        return work(tx);
      });
    const seen = await noSchool(async (tx) => {
      const lengths: number[] = [];
      for (const table of schoolScopedTables) lengths.push((await selectAll(tx, table)).length);
      return lengths;
    });
    expect(seen).toEqual(schoolScopedTables.map(() => 0));
    const write = await failureOf(
      noSchool((tx) =>
        tx.insert(sections).values({
          schoolId: randomUUID(),
          classId: '8',
          name: 'Z',
          academicYear: '2026-27',
        }),
      ),
    );
    expect(write).toMatch(/new row violates row-level security policy for table "sections"/);
    const school = await failureOf(
      noSchool((tx) => tx.insert(schools).values({ id: randomUUID(), name: 'nobody' })),
    );
    expect(school).toMatch(/permission denied for table schools/);
  });

  it('a malformed school in the setting fails loudly; an unknown school sees nothing', async () => {
    await seedTwoSchools();
    const malformed = await failureOf(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('app.school_id', 'not-a-uuid', true),
                     set_config('role', 'prashna_school_scope', true)`,
        );
        await tx.execute(sql`select * from sections`);
      }),
    );
    expect(malformed).toMatch(/invalid input syntax for type uuid: "not-a-uuid"/);
    const seen = await withSchool(db, randomUUID(), async (tx) => {
      const lengths: number[] = [];
      for (const table of schoolScopedTables) lengths.push((await selectAll(tx, table)).length);
      return lengths;
    });
    expect(seen).toEqual(schoolScopedTables.map(() => 0));
  });
});

describe('withSchool: scopes side by side', () => {
  it.runIf(onPostgres)(
    'two scopes open at once on PostgreSQL, reading in turns, each see only their own school',
    async () => {
      const { a, b } = await seedTwoSchools();
      const meetings = [meetingPoint(), meetingPoint(), meetingPoint()];
      const readInTurns = (schoolId: string) =>
        withSchool(db, schoolId, async (tx) => {
          await meetings[0]!(); // both transactions are open, each with its own school set
          const [connection] = await rowsOf<{ pid: number }>(
            tx.execute(sql`select pg_backend_pid() as pid`),
          );
          const first = await schoolsSeen(tx, 'section_students');
          await meetings[1]!(); // the other scope has read too
          const second = await schoolsSeen(tx, 'guardian_links');
          await meetings[2]!();
          return { pid: connection!.pid, seen: [...first, ...second] };
        });
      const [seenByA, seenByB] = await Promise.all([readInTurns(a.id), readInTurns(b.id)]);
      expect(seenByA.pid).not.toBe(seenByB.pid);
      expect(seenByA.seen).toEqual(Array(4).fill(a.id));
      expect(seenByB.seen).toEqual(Array(4).fill(b.id));
    },
  );

  it('forty scopes at once, alternating two schools, each see only their own school', async () => {
    const { a, b } = await seedTwoSchools();
    const scopes = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a.id : b.id)).map(
      (schoolId) =>
        withSchool(db, schoolId, async (tx) => {
          const first = await schoolsSeen(tx, 'sections');
          await tx.execute(sql`select pg_sleep(0.002)`);
          const second = await schoolsSeen(tx, 'school_memberships');
          return { schoolId, seen: new Set([...first, ...second]) };
        }),
    );
    for (const { schoolId, seen } of await Promise.all(scopes)) {
      expect(seen).toEqual(new Set([schoolId]));
    }
  });
});

describe('outside any scope', () => {
  it("the app's own connection, the tables' owner, sees every school (the admin area)", async () => {
    const { a, b } = await seedTwoSchools();
    for (const table of schoolScopedTables) {
      const seen = new Set(await schoolsSeen(db, table));
      expect(seen.has(a.id) && seen.has(b.id), table).toBe(true);
    }
    // Row-level security is enabled but not forced, so it does not apply to the owner.
    const [sectionsTable] = await rowsOf<{ owned: boolean; rls: boolean; forced: boolean }>(
      db.execute(
        sql`select pg_get_userbyid(relowner) = current_user as owned, relrowsecurity as rls,
                   relforcerowsecurity as forced
            from pg_class where oid = 'public.sections'::regclass`,
      ),
    );
    expect(sectionsTable).toEqual({ owned: true, rls: true, forced: false });
  });
});
