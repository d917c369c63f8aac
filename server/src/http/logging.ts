import type { FastifyServerOptions } from 'fastify';
import { databaseFaultOf } from '../db/errors.ts';

/**
 * The URL as the log shows it: the path, and of a query string only its names. No call of the portal
 * takes anything in a query string, so a value there is a mistake at best, and a bearer token pasted
 * into a link must not end up in the log (OWASP ASVS 7.1: no session tokens in logs).
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=~`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** An error as a log line carries it (what Fastify's logger asks of an `err` serializer). */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const typeOf = (error: object): string =>
  typeof error.constructor === 'function' && error.constructor.name !== 'Object'
    ? error.constructor.name
    : String((error as { name?: unknown }).name ?? 'Error');

/** The stack's frames ('    at …'), without its first line, which repeats the message. */
const framesOf = (error: object): string[] =>
  String((error as { stack?: unknown }).stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));

/**
 * An error as the log shows it (the `err` of a log line): its type, message, stack and own fields, its
 * cause the same way. A database error (anywhere in the chain) is written as its fault instead: the
 * statement with its placeholders, the SQLSTATE, PostgreSQL's message and the constraint, table and column
 * it names, never the statement's parameters or PostgreSQL's detail. drizzle's message lists every
 * parameter and PostgreSQL's detail quotes the row ('Key (cell_e164)=(+27…) already exists'), so pino's own
 * serializer wrote members' numbers and names into the log.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: String(error), stack: '' };
  const type = typeOf(error);
  const fault = databaseFaultOf(error);
  if (fault)
    return { type, ...fault, stack: [`${type}: ${fault.message}`, ...framesOf(error)].join('\n') };
  const logged: LoggedError = { type, message: '', stack: '' };
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'cause' && typeof value !== 'function') logged[key] = value;
  }
  logged.type = type;
  logged.message = String((error as { message?: unknown }).message ?? '');
  logged.stack = String((error as { stack?: unknown }).stack ?? '');
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined && depth < 5) logged.cause = loggedError(cause, depth + 1);
  return logged;
}

/**
 * The logger options with the request serializer that keeps query values (and headers) out of the log,
 * and the error serializer that keeps a failed statement's values out of it.
 */
export function loggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      err: (error: unknown) => loggedError(error),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
