import { DrizzleQueryError, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { databaseFaultOf, describeError } from '../src/db/errors.ts';
import { contactMessages } from '../src/db/schema.ts';
import { loggedError } from '../src/http/logging.ts';
import {
  post,
  testDatabases,
  testPasswordCost,
  useTestServer,
  type TestServer,
} from './harness.ts';

/** Values a failed statement carried: none may reach the log. */
const contact = {
  ContactName: 'Lerato Mokoena',
  EmailAddress: 'lerato.mokoena@example.com',
  Message: 'My voucher 4711-0815 did not arrive',
  AcceptTerms: true,
};

/** The error a statement fails with, as the driver and drizzle throw it. */
async function failureOf(server: TestServer, statement: ReturnType<typeof sql>): Promise<unknown> {
  return server.db
    .transaction(async (tx) => {
      await tx.execute(sql`create temporary table log_probe (cell text unique) on commit drop`);
      await tx.execute(sql`insert into log_probe values (${'+27820000003'})`);
      await tx.execute(statement);
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
}

for (const kind of testDatabases) {
  describe(`a database error in the log on ${kind}`, () => {
    const server = useTestServer(kind);

    it('names the statement, SQLSTATE and constraint of a failed call, never its values (security test)', async () => {
      const lines: string[] = [];
      const app = await buildApp({
        db: server.db,
        now: () => server.clock.now(),
        production: false,
        settings: { passwordCost: testPasswordCost },
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      });
      // A constraint every new row breaks: the call's own insert fails as a real fault would, and
      // PostgreSQL's detail quotes the row ('Failing row contains (…, Lerato Mokoena, …)').
      await server.db.execute(
        sql`alter table ${contactMessages} add constraint log_test_refused check (false) not valid`,
      );
      try {
        const r = await post(app, '/api/site/contactussend', contact);
        expect(r.statusCode).toBe(500);
      } finally {
        await server.db.execute(
          sql`alter table ${contactMessages} drop constraint log_test_refused`,
        );
        await app.close();
      }
      const failed = lines.filter((line) => line.includes('request failed'));
      expect(failed).toHaveLength(1);
      const err = (JSON.parse(failed[0] ?? '{}') as { err: Record<string, unknown> }).err;
      expect(err).toMatchObject({
        type: 'DrizzleQueryError',
        code: '23514',
        constraint: 'log_test_refused',
        table: 'contact_messages',
      });
      expect(err.statement).toMatch(/^insert into "contact_messages" .*\$1/);
      expect(String(err.stack)).toMatch(/\n\s+at /);
      const log = lines.join('');
      for (const value of [
        contact.ContactName,
        'Lerato',
        contact.EmailAddress,
        '4711-0815',
        'Failing row',
        'params',
      ])
        expect(log).not.toContain(value);
    });

    it('keeps the values of a unique violation and a bad input out of the fault', async () => {
      const duplicate = await failureOf(
        server,
        sql`insert into log_probe values (${'+27820000003'})`,
      );
      expect(duplicate).toBeInstanceOf(DrizzleQueryError);
      // What pino's own serializer wrote: drizzle's message lists the parameters, the driver's detail quotes the row.
      expect(String((duplicate as Error).message)).toContain('+27820000003');
      const fault = databaseFaultOf(duplicate);
      expect(fault).toMatchObject({
        code: '23505',
        constraint: 'log_probe_cell_key',
        statement: 'insert into log_probe values ($1)',
      });
      expect(JSON.stringify(loggedError(duplicate))).not.toContain('27820000003');
      expect(describeError(duplicate)).toBe(
        `database error 23505: ${fault?.message ?? ''} (log_probe_cell_key, log_probe); statement: insert into log_probe values ($1)`,
      );

      // A data exception's message quotes the value itself.
      const badInput = await failureOf(server, sql`select ${'Lerato Mokoena'}::integer`);
      expect(databaseFaultOf(badInput)).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type integer: "…"',
      });
      expect(JSON.stringify(loggedError(badInput))).not.toContain('Lerato');
    });
  });
}

describe('the log of a statement PostgreSQL never answered', () => {
  it('keeps the statement and the failure’s type and code, not its message or the parameters', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const error = new DrizzleQueryError('select 1 where $1', ['+27820000003'], refused);
    expect(databaseFaultOf(error)).toEqual({
      code: 'ECONNREFUSED',
      message: 'Failed query (Error)',
      statement: 'select 1 where $1',
    });
    expect(JSON.stringify(loggedError(error))).not.toContain('27820000003');
    expect(databaseFaultOf(new DrizzleQueryError('select 1', [], undefined))).toEqual({
      code: 'unknown',
      message: 'Failed query',
      statement: 'select 1',
    });
  });
});

describe('the log of an error that is not the database’s', () => {
  it('keeps its type, message, stack, own fields and cause', () => {
    const cause = Object.assign(new TypeError('no such product'), { code: 'E_PRODUCT' });
    const logged = loggedError(new Error('The order line was not written.', { cause }));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'The order line was not written.',
      stack: expect.stringContaining('The order line was not written.') as unknown,
      cause: { type: 'TypeError', message: 'no such product', code: 'E_PRODUCT' },
    });
    expect(loggedError('text')).toEqual({ type: 'string', message: 'text', stack: '' });
    expect(describeError(new Error('plain'))).toBe('plain');
    expect(describeError(42)).toBe('42');
    expect(databaseFaultOf(new Error('plain'))).toBeUndefined();
  });
});
