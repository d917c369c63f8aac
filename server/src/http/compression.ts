import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON answers at least this long are compressed when the client accepts it; shorter ones gain nothing. */
export const compressJsonMinBytes = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, when the client lists it
 * (or `*`) without `q=0`; nothing when it lists neither.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing on the event loop is cheaper than handing the work to the thread pool. */
const syncBelowBytes = 64 * 1024;

/**
 * A typical answer (a few KB) is compressed at once: brotli quality 2 takes about 15 µs for getmemberdata's
 * 2 KB (to about a fifth) where a thread-pool round trip costs several times that. Larger answers go to the
 * thread pool at brotli quality 4, so a big report never holds up other requests.
 */
function compress(text: string | Buffer, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  if (Buffer.byteLength(text) < syncBelowBytes)
    return encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } })
      : gzipSync(text, { level: 6 });
  return encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(text, { level: 6 });
}

/** An answer's compressed forms, made once each, for an answer sent many times (a cached member bundle). */
export type CompressedCopies = Partial<Record<ContentEncoding, Buffer>>;

/**
 * The compressed form of a cached JSON text for this request, made at most once per encoding (brotli
 * quality 5: it is made once and sent many times); nothing when the text is short or the client accepts
 * neither encoding.
 */
export function cachedCompression(
  acceptEncoding: string | undefined,
  text: string | Buffer,
  copies: CompressedCopies,
): { encoding: ContentEncoding; bytes: Buffer } | undefined {
  if (text.length < compressJsonMinBytes) return undefined;
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return undefined;
  const bytes = (copies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(text, { level: 6 }));
  return { encoding, bytes };
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Compresses JSON answers of at least `compressJsonMinBytes` for clients that accept brotli or gzip, and
 * marks every JSON answer `Vary: Accept-Encoding`. Files (streams) are left to the static plugin, and an
 * answer that already has a Content-Encoding (`cachedCompression`) is sent as it is.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || !isJson(reply))
      return payload;
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || !/accept-encoding/i.test(vary))
      reply.header(
        'Vary',
        typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
      );
    if (Buffer.byteLength(payload) < compressJsonMinBytes || reply.hasHeader('content-encoding'))
      return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compress(payload, encoding);
  });
}
