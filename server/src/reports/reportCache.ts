import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
 * One build runs per key at a time; the callers asking meanwhile wait for it.
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

export class ReportCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<KeptAnswer>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReportCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The answer for key at this fingerprint: kept, or built (and kept, when it fits). */
  async get(
    key: string,
    fingerprint: string,
    build: () => Promise<string>,
    deep?: DeepFingerprint,
  ): Promise<KeptAnswer> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.builtAt : 0;
    const { maxAgeMs, refreshAfterMs } = this.options;
    if (entry && entry.fingerprint === fingerprint && (maxAgeMs === undefined || age < maxAgeMs)) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (refreshAfterMs !== undefined && age >= refreshAfterMs)
        void this.refresh(key, entry, build, deep).catch(() => undefined);
      return entry.answer;
    }
    return this.build(key, fingerprint, build, deep);
  }

  /** An old answer checked with the deep fingerprint (kept when unchanged), else built again. */
  private refresh(
    key: string,
    entry: Entry,
    build: () => Promise<string>,
    deep: DeepFingerprint | undefined,
  ): Promise<unknown> {
    const flight = `${key}\u0000${entry.fingerprint}`;
    if (this.building.has(flight)) return Promise.resolve();
    if (!deep || entry.deep === undefined) return this.build(key, entry.fingerprint, build, deep);
    const checkedAt = this.now();
    const check = deep().then((print) => {
      if (print === entry.deep && this.entries.get(key) === entry) {
        entry.builtAt = Math.max(entry.builtAt, checkedAt);
        return entry.answer;
      }
      this.building.delete(flight);
      return this.build(key, entry.fingerprint, build, deep);
    });
    const promise = check.finally(() => {
      if (this.building.get(flight) === promise) this.building.delete(flight);
    });
    this.building.set(flight, promise);
    return promise;
  }

  /** Forgets every answer (tests; a change the fingerprints cannot see). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private build(
    key: string,
    fingerprint: string,
    build: () => Promise<string>,
    deep?: DeepFingerprint,
  ): Promise<KeptAnswer> {
    const flight = `${key}\u0000${fingerprint}`;
    const running = this.building.get(flight);
    if (running) return running;
    const builtAt = this.now();
    // The deep fingerprint is read before the query, so a change during the build shows as a change later.
    const promise = (deep ? deep() : Promise.resolve(undefined))
      .then(async (print) => ({ print, text: await build() }))
      .then(({ print, text }) => {
        const bytes = Buffer.from(text);
        // A rebuild that found nothing changed keeps the answer it had, with its compressed copies.
        const kept = this.entries.get(key)?.answer;
        const answer: KeptAnswer = kept?.bytes.equals(bytes) ? kept : { bytes, copies: {} };
        this.keep(key, { fingerprint, answer, builtAt, deep: print });
        return answer;
      })
      .finally(() => this.building.delete(flight));
    this.building.set(flight, promise);
    return promise;
  }

  private keep(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      // A slower build of an older fingerprint does not replace a newer answer.
      if (old.builtAt > entry.builtAt) return;
      this.bytes -= old.answer.bytes.length;
      this.entries.delete(key);
    }
    if (entry.answer.bytes.length > this.options.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += entry.answer.bytes.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.answer.bytes.length;
    }
  }
}
