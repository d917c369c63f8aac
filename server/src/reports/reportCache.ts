import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import {
  compressJsonMinBytes,
  preferredEncoding,
  type CompressedCopies,
  type ContentEncoding,
} from '../http/compression.ts';

/**
 * Large report and statement answers kept as bytes and sent again while PostgreSQL says they are still
 * what a fresh query would give. Each request first asks the database for the answer's fingerprint (a
 * cheap index read: an account's entry count and latest entry; the newest award and nomination ids), so
 * another server process's write is seen at once. An answer whose fingerprint cannot see every change (a
 * member renamed) also has a maximum age (DESIGN.md "Scale": at most 5 s), and is rebuilt in the
 * background shortly before it runs out, so a busy report is never rebuilt while callers wait.
 * One build runs per key at a time; the callers asking meanwhile wait for it. The rules are tested in
 * test/reportCache.test.ts.
 */

/** A kept answer: its UTF-8 JSON and its compressed forms, made once each when first asked for. */
export interface KeptAnswer {
  readonly bytes: Buffer;
  readonly copies: CompressedCopies;
}

interface Entry {
  fingerprint: string;
  answer: KeptAnswer;
  /** When the answer was last known to be what a fresh query gives (built, or found unchanged). */
  builtAt: number;
  /** The slower check's fingerprint when it was built (undefined: none). */
  deep?: string;
}

/**
 * A slower fingerprint that sees what the per-request one cannot (the newest change to any member or
 * division row): run in the background when an answer is old, it keeps an unchanged answer without
 * building it again.
 */
export type DeepFingerprint = () => Promise<string>;

/** Compressions of kept answers under way (or done). */
const compressions = new WeakMap<KeptAnswer, Partial<Record<ContentEncoding, Promise<Buffer>>>>();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The answer with its compressed form for this request made (in the thread pool, once per encoding), so
 * registerCall sends the copy without compressing on the event loop; a large report's brotli form is a
 * twentieth of its JSON.
 */
export async function withCompression(
  answer: KeptAnswer,
  acceptEncoding: string | undefined,
): Promise<KeptAnswer> {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || answer.bytes.length < compressJsonMinBytes || answer.copies[encoding])
    return answer;
  const entry = compressions.get(answer);
  const running =
    entry?.[encoding] ??
    (encoding === 'br'
      ? brotli(answer.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipAsync(answer.bytes, { level: 6 }));
  compressions.set(answer, { ...entry, [encoding]: running });
  answer.copies[encoding] = await running;
  return answer;
}

export interface ReportCacheOptions {
  /** The most bytes kept; the least recently used answers go first. */
  maxBytes: number;
  /** An answer older than this is built again; undefined: the fingerprint alone decides. */
  maxAgeMs?: number;
  /**
   * When an answer this old is asked for, it is checked (its deep fingerprint) or built again in the
   * background.
   */
  refreshAfterMs?: number;
  now?: () => number;
}

/** What a fetch of one key builds with: the fingerprint asked for and how to build and check it. */
interface Wanted {
  fingerprint: string;
  build: () => Promise<string>;
  deep: DeepFingerprint | undefined;
}

/**
 * The kept answers, on lru-cache: bounded by their bytes (an answer larger than a quarter of them is not
 * kept), the least recently used first out, each kept at most `maxAgeMs` from when its build began. A
 * build is lru-cache's fetch, so one build runs per key and the callers asking meanwhile wait for it; an
 * answer past `refreshAfterMs` is sent while its refresh runs behind it (stale-while-revalidate).
 */
export class ReportCache {
  private readonly entries: LRUCache<string, Entry, Wanted>;
  private readonly now: () => number;

  constructor(private readonly options: ReportCacheOptions) {
    const now = options.now ?? Date.now;
    this.now = now;
    const { maxAgeMs } = options;
    this.entries = new LRUCache<string, Entry, Wanted>({
      maxSize: options.maxBytes,
      maxEntrySize: options.maxBytes / 4,
      sizeCalculation: (entry) => Math.max(1, entry.answer.bytes.length),
      ...(maxAgeMs === undefined ? {} : { ttl: maxAgeMs, ttlResolution: 0 }),
      // An answer past its age stays for its rebuild, which keeps it when the bytes come out the same.
      noDeleteOnStaleGet: true,
      // lru-cache takes a start time of 0 for "never stale": a clock that starts at 0 (a test's) is moved on.
      perf: { now: () => now() + 1 },
      fetchMethod: async (key, kept, { options: set, context }) => {
        const startedAt = now();
        const entry = await this.fresh(key, kept, context, startedAt);
        // Kept maxAgeMs from when the build (or the check) began, not from when it ended.
        if (maxAgeMs !== undefined) set.ttl = Math.max(1, maxAgeMs - 1 - (now() - startedAt));
        return entry;
      },
    });
  }

  /** The answer for key at this fingerprint: kept, or built (and kept, when it fits). */
  async get(
    key: string,
    fingerprint: string,
    build: () => Promise<string>,
    deep?: DeepFingerprint,
  ): Promise<KeptAnswer> {
    const context: Wanted = { fingerprint, build, deep };
    const kept = this.entries.get(key);
    if (kept && kept.fingerprint === fingerprint) {
      const { refreshAfterMs } = this.options;
      if (refreshAfterMs !== undefined && this.now() - kept.builtAt >= refreshAfterMs)
        void this.entries
          .fetch(key, { forceRefresh: true, allowStale: true, context })
          .catch(() => undefined);
      return kept.answer;
    }
    // A build under way for the key is joined; it may have been of another fingerprint.
    for (let attempt = 1; ; attempt += 1) {
      const built = await this.entries.fetch(key, { forceRefresh: true, context });
      if (built && (built.fingerprint === fingerprint || attempt >= 3)) return built.answer;
    }
  }

  /** Forgets every answer (tests; a change the fingerprints cannot see). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The entry for what is wanted: the kept one, when its fingerprint holds and the deep fingerprint finds
   * nothing changed since its build; else built again (the kept answer, with its compressed copies, when
   * the bytes come out the same).
   */
  private async fresh(
    key: string,
    kept: Entry | undefined,
    wanted: Wanted,
    startedAt: number,
  ): Promise<Entry> {
    const same = kept?.fingerprint === wanted.fingerprint ? kept : undefined;
    // The deep fingerprint is read before the query, so a change during the build shows as a change later.
    const print = wanted.deep ? await wanted.deep() : undefined;
    if (same && same.deep !== undefined && print === same.deep)
      return { ...same, builtAt: Math.max(same.builtAt, startedAt) };
    const bytes = Buffer.from(await wanted.build());
    const answer: KeptAnswer = kept?.answer.bytes.equals(bytes)
      ? kept.answer
      : { bytes, copies: {} };
    return { fingerprint: wanted.fingerprint, answer, builtAt: startedAt, deep: print };
  }
}
