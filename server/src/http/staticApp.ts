import { readdir, rename, stat, unlink, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's content-hashed output: a changed file gets a new name, so a browser may keep these for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** index.html and everything else outside /assets/: revalidated (ETag) on every use, so a deploy shows at once. */
export const revalidateCacheControl = 'no-cache';

/** Below this size a compressed copy saves too little to be worth a file (the plain one is served). */
export const minCompressBytes = 1024;

/** Text the browser loads. Source maps are left alone: only developer tools fetch them. */
const compressible = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|wasm)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encodings = [
  {
    suffix: '.br',
    compress: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes: Buffer) => gzipAsync(bytes, { level: 9 }) },
] as const;

export interface PrecompressResult {
  /** Compressed copies written now. */
  written: number;
  /** Compressed copies that were already newer than their file. */
  upToDate: number;
  /** Why compressed copies could not be written (a read-only directory); the plain files are served. */
  failure?: string;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

async function modifiedMs(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every compressible file of the built app that
 * lacks an up-to-date one, for @fastify/static's `preCompressed`. Each copy is written under a temporary
 * name and renamed, so a request never reads half a file. A copy older than its file (a rebuild kept
 * index.html's name) is replaced, or removed when the file no longer compresses; a copy without its file
 * is removed. Run it before listening: the first start with a new build compresses (about a second of
 * CPU for the portal), later starts only compare dates.
 */
export async function precompressStatic(root: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { written: 0, upToDate: 0 };
  let all: string[];
  try {
    all = await filesUnder(root);
  } catch (error) {
    return { ...result, failure: error instanceof Error ? error.message : String(error) };
  }
  const present = new Set(all);
  const files = all.filter((path) => compressible.test(path));
  // A copy whose file is gone (a build copied over an older one) would still be served for its name.
  const orphans = all.filter((path) => {
    const plain = path.replace(/\.(?:br|gz)$/, '');
    return plain !== path && compressible.test(plain) && !present.has(plain);
  });
  const work = [
    ...orphans.map((path) => unlink(path)),
    ...files.map(async (path) => {
      const source = await stat(path);
      let bytes: Buffer | undefined;
      for (const encoding of encodings) {
        const target = path + encoding.suffix;
        const targetMs = await modifiedMs(target);
        if (targetMs !== undefined && targetMs >= source.mtimeMs) {
          result.upToDate += 1;
          continue;
        }
        if (targetMs !== undefined) await unlink(target);
        if (source.size < minCompressBytes) continue;
        bytes ??= await readFile(path);
        const compressed = await encoding.compress(bytes);
        if (compressed.length >= bytes.length * 0.95) continue;
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, compressed);
        await rename(temporary, target);
        result.written += 1;
      }
    }),
  ];
  const settled = await Promise.allSettled(work);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    const reason: unknown = failed.reason;
    result.failure = reason instanceof Error ? reason.message : String(reason);
  }
  return result;
}

/** A path segment starting with a dot (`/.env`, `/.git/config`): never a file the portal serves. */
const dotSegment = /(?:^|\/)\./;
/** A last segment that names a file (`/backup.sql`, `/x.js.map`): not a page of the portal. */
const fileExtension = /\.[a-z][a-z0-9]{0,7}$/i;

/**
 * Whether a path the built app has no file for may be answered with index.html (a page of the portal,
 * routed by the browser). A dot-file or a file name is a 404 (`/.env`, `/backup.sql` answered
 * the app with 200, which scanners read as found); `/api`, `/dev` and `/assets` are never pages.
 */
export function isPagePath(path: string): boolean {
  return (
    !/^\/(?:api|dev|assets)(?:\/|$)/.test(path) &&
    !dotSegment.test(path) &&
    !fileExtension.test(path)
  );
}

/**
 * Which files of the built app are served: never a dot-file, and in production no source map (they
 * carry the sources).
 */
export function isServedFile(path: string, production: boolean): boolean {
  return !dotSegment.test(path) && !(production && /\.map$/i.test(path));
}

/**
 * Serves the built app from `root`: a compressed copy when the browser accepts one (`Vary: Accept-Encoding`
 * on every answer), `/assets/*` cacheable for a year, everything else revalidated. Decorates the reply with
 * `sendFile`, which the history fallback uses, so index.html gets the same treatment there. Dot-files, and
 * source maps in production, are not served.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  root: string,
  options: { production: boolean },
): Promise<void> {
  const assets = `assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: 'index.html',
    wildcard: true,
    preCompressed: true,
    // A refused path goes to the not-found handler, which answers 404 for it (isPagePath).
    allowedPath: (path) => isServedFile(path, options.production),
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        relative(root, path).startsWith(assets) ? immutableCacheControl : revalidateCacheControl,
      );
    },
  });
}
