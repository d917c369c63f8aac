import { idempotencyMessages } from '@plaudit/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** The request's Idempotency-Key header, if any; a malformed one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header))
    throw new HttpError(400, idempotencyMessages.badKey);
  return header;
}
