import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What PostgreSQL said of a failed statement, as both drivers give it (node-postgres' and PGlite's
 * DatabaseError have the same fields). `detail` and `where` are left out on purpose: they quote the
 * row's values ('Key (cell_e164)=(+27820000003) already exists').
 */
export interface DatabaseFault {
  /** The SQLSTATE ('23505': a unique violation), else the failure's own code ('ECONNREFUSED'). */
  code: string;
  /** PostgreSQL's message; a data exception's (SQLSTATE class 22) quotes the value, so it is redacted. */
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The statement's text with its placeholders ($1, $2 …), never its parameters. */
  statement?: string;
}

const sqlStatePattern = /^[0-9A-Z]{5}$/;
/** Statements are logged up to this length: a bulk insert's placeholders say nothing more. */
const statementMax = 2000;

const chainOf = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let e: unknown = error; typeof e === 'object' && e !== null && !chain.includes(e);) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function isDriverError(
  error: unknown,
): error is { code: string; message: string; severity?: unknown } & Record<string, unknown> {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && sqlStatePattern.test(code) && typeof severity === 'string';
}

/** PostgreSQL's message without the values a data exception quotes ('invalid input syntax for type integer: "…"'). */
const safeMessage = (code: string, message: string): string =>
  code.startsWith('22') ? message.replace(/"(?:[^"]|"")*"/g, '"…"') : message;

/**
 * The database's fault behind an error (drizzle's DrizzleQueryError, the driver's error, or an error whose
 * cause is one), without any value the statement carried; undefined for any other error.
 */
export function databaseFaultOf(error: unknown): DatabaseFault | undefined {
  const chain = chainOf(error);
  const query = chain.find((e): e is DrizzleQueryError => e instanceof DrizzleQueryError);
  const driver = chain.find(isDriverError);
  if (!query && !driver) return undefined;
  // Without PostgreSQL's answer (a connection that failed, say) the cause's type and code say what
  // happened; its message is not kept, as nothing says it holds no value.
  const cause = query?.cause;
  const causeCode =
    typeof cause === 'object' && cause !== null
      ? text((cause as { code?: unknown }).code)
      : undefined;
  const causeType = cause instanceof Error ? cause.constructor.name : undefined;
  const fault: DatabaseFault = {
    code: driver?.code ?? causeCode ?? 'unknown',
    message: driver
      ? safeMessage(driver.code, driver.message)
      : `Failed query${causeType ? ` (${causeType})` : ''}`,
  };
  const constraint = text(driver?.constraint);
  const table = text(driver?.table);
  const column = text(driver?.column);
  if (constraint) fault.constraint = constraint;
  if (table) fault.table = table;
  if (column) fault.column = column;
  if (query) fault.statement = query.query.slice(0, statementMax);
  return fault;
}

/** The constraint a failed statement broke, if it broke one. */
export const violatedConstraint = (error: unknown): string | undefined =>
  databaseFaultOf(error)?.constraint;

/** One line that says what went wrong, for a log that takes text: a database fault without its values. */
export function describeError(error: unknown): string {
  const fault = databaseFaultOf(error);
  if (fault) {
    const names = [fault.constraint, fault.table, fault.column].filter(Boolean).join(', ');
    return `database error ${fault.code}: ${fault.message}${names ? ` (${names})` : ''}${
      fault.statement ? `; statement: ${fault.statement}` : ''
    }`;
  }
  return error instanceof Error ? error.message : String(error);
}
