import { errorMessages } from '@plaudit/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * How deep arrays and objects nest in JSON text, counted without parsing (brackets inside strings do
 * not count). It stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return deepest;
}

/**
 * JSON bodies nested deeper than `maxDepth` are refused with a 400 before they are parsed: nothing the
 * portal sends nests more than two deep, and deep nesting only costs the parser and whatever walks the
 * result (secure-json-parse's prototype scan recurses). Otherwise Fastify's own parser, which refuses
 * `__proto__` and `constructor.prototype` keys, does the work.
 */
export function installJsonDepthLimit(app: FastifyInstance, maxDepth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, maxDepth) > maxDepth) {
      done(new HttpError(400, errorMessages.nestedTooDeeply), undefined);
      return;
    }
    parse(request, text, done);
  });
}
