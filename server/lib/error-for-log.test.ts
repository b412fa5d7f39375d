import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorForLog } from './error-for-log';

/** A PostgreSQL error as node-postgres raises it, with the fields that quote values. */
function pgError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

const SECRET = 'asha.secret@example.com';

describe('errors as the log holds them', () => {
  it('keep a failed query’s SQL, stack frames and PostgreSQL code, and none of its values', () => {
    const cause = pgError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      constraint: 'users_email_unique',
      detail: `Key (email)=(${SECRET}) already exists.`,
      where: `unnamed portal parameter $1 = '${SECRET}'`,
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      [SECRET],
      cause,
    );
    const logged = errorForLog(error);
    expect(JSON.stringify(logged)).not.toContain('asha.secret');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      query: 'insert into "users" ("email") values ($1)',
      cause: { code: '23505', constraint: 'users_email_unique', severity: 'ERROR' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert .*\n {4}at /);
  });

  it('take the quoted value out of a data exception’s message', () => {
    const logged = errorForLog(
      pgError(`invalid input syntax for type uuid: "${SECRET}"`, { code: '22P02' }),
    );
    expect(logged.message).toBe('invalid input syntax for type uuid: "…"');
    expect(JSON.stringify(logged)).not.toContain('asha.secret');
  });

  it('leave other errors as they are, and never throw on what is not an error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      port: 5432,
    });
    expect(errorForLog(refused)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      port: 5432,
    });
    const both = errorForLog(new AggregateError([refused], 'all addresses failed'));
    expect(both.aggregateErrors).toEqual([expect.objectContaining({ code: 'ECONNREFUSED' })]);
    expect(errorForLog('a string')).toMatchObject({ type: 'string', message: 'a string' });
  });
});
