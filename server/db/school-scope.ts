import { and, eq, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { schools } from './schema';

/**
 * School tenancy (issue 13, docs/school-tenancy.md): the one place school-scoped reads and writes
 * go through. The helpers add the school to every query (the first wall); withSchool also names
 * the school in the transaction setting app.school_id and switches to the role
 * prashna_school_scope, so row-level security (migration 0007) hides the other schools' rows from
 * a query that forgets its filter (the second wall). Both end with the transaction.
 */

/** A transaction of the plain database, as `db.transaction` hands it to its callback. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

declare const scoped: unique symbol;

/** A transaction opened by withSchool for one school: school code asks for this, never for Db. */
export type SchoolTx = Tx & { readonly [scoped]: true; readonly schoolId: string };

/** A table separated by school: `schools` itself, or a table with a school_id column. */
export type SchoolTable = typeof schools | SchoolChildTable;

/** A school-scoped table whose rows carry school_id (every one but `schools`). */
export type SchoolChildTable = PgTable & { schoolId: AnyPgColumn };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `work` in a transaction scoped to one school and returns its result. The setting and the
 * role are local to the transaction (never to the connection), so a pooled connection goes back
 * without them, whether the work commits or throws.
 */
export async function withSchool<T>(
  db: Db,
  schoolId: string,
  work: (tx: SchoolTx) => Promise<T>,
): Promise<T> {
  if (!UUID.test(schoolId)) {
    throw new Error(`withSchool needs a school id (a UUID), not ${JSON.stringify(schoolId)}.`);
  }
  return db.transaction(async (tx) => {
    // set_config('role', ..., true) is SET LOCAL ROLE (the same membership check) in one round trip.
    await tx.execute(
      sql`select set_config('app.school_id', ${schoolId}, true),
                 set_config('role', 'prashna_school_scope', true)`,
    );
    Object.defineProperty(tx, 'schoolId', { value: schoolId });
    return work(tx as SchoolTx);
  });
}

/** The column that names a row's school: `id` in `schools`, `school_id` everywhere else. */
function schoolColumn(table: SchoolTable): AnyPgColumn {
  return 'schoolId' in table ? table.schoolId : table.id;
}

/** The scope's school filter on `table`, and-ed with any further conditions, for any where. */
export function inSchool(
  tx: SchoolTx,
  table: SchoolTable,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(schoolColumn(table), tx.schoolId), ...conditions)!;
}

/** `select * from table` limited to the scope's school (and the conditions); order and limit freely. */
export function selectInSchool<T extends SchoolTable>(
  tx: SchoolTx,
  table: T,
  ...conditions: (SQL | undefined)[]
) {
  return tx
    .select()
    .from<T>(table as never) // drizzle cannot check its subquery rule against a generic table
    .where(inSchool(tx, table, ...conditions));
}

/** Rows to insert without their school: school_id comes from the scope, never from the caller. */
export type SchoolRowValues<T extends SchoolChildTable> = Omit<InferInsertModel<T>, 'schoolId'> & {
  schoolId?: never;
};

/** Inserts rows of the scope's school; chain `.returning()` or `.onConflictDoNothing()` as usual. */
export function insertInSchool<T extends SchoolChildTable>(
  tx: SchoolTx,
  table: T,
  values: SchoolRowValues<T> | SchoolRowValues<T>[],
) {
  const rows = (Array.isArray(values) ? values : [values]).map((row) => ({
    ...row,
    schoolId: tx.schoolId,
  }));
  return tx.insert(table).values(rows as InferInsertModel<T>[]);
}
