import type { FastifyServerOptions } from 'fastify';

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

/** The logger options with the request serializer that keeps query values (and headers) out of the log. */
export function loggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
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
