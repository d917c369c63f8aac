import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A counter's hits in its current window, and when that window ends. */
export interface Count {
  hits: number;
  resetsAt: Date;
}

/** One limit on one counter: at most `most` hits in `windowMs`. */
export interface Limit {
  key: string;
  most: number;
  windowMs: number;
}

/** Expired counters are deleted at most this often by each process. */
const sweepEveryMs = 60_000;

/**
 * Fixed-window counters in the `rate_limits` table (PostgreSQL or PGlite, the same statements), so that
 * every server process counts against one limit. Each change is one statement: two processes adding to
 * one counter at once both count.
 */
export class LimitCounters {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  /** Adds `hits` to the key's counter, starting a new window when the last one has ended. */
  async add(key: string, windowMs: number, now: Date, hits = 1): Promise<Count> {
    const [count] = await this.addAll([{ key, windowMs }], now, hits);
    if (!count) throw new Error(`rate limit counter ${key} was not written`);
    return count;
  }

  /** add() for several counters in one statement; the counts come back in the order of `limits`. */
  async addAll(
    limits: readonly Pick<Limit, 'key' | 'windowMs'>[],
    now: Date,
    hits = 1,
  ): Promise<Count[]> {
    await this.sweep(now);
    const rows = await this.db
      .insert(rateLimits)
      .values(
        limits.map(({ key, windowMs }) => ({
          key,
          hits,
          resetsAt: new Date(now.getTime() + windowMs),
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetsAt} <= ${now} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
          resetsAt: sql`case when ${rateLimits.resetsAt} <= ${now} then excluded.resets_at else ${rateLimits.resetsAt} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
    return limits.map(({ key }) => {
      const row = rows.find((r) => r.key === key);
      if (!row) throw new Error(`rate limit counter ${key} was not written`);
      return { hits: row.hits, resetsAt: row.resetsAt };
    });
  }

  /**
   * Takes back one hit of each counter, added in the window that ends at its `resetsAt` (a later window
   * is left alone), in one statement.
   */
  async takeBack(counted: readonly { key: string; resetsAt: Date }[]): Promise<void> {
    if (counted.length === 0) return;
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(
        or(
          ...counted.map((c) =>
            and(eq(rateLimits.key, c.key), eq(rateLimits.resetsAt, c.resetsAt)),
          ),
        ),
      );
  }

  /** The key's counter in its current window; none when it has no hits or its window has ended. */
  async read(key: string, now: Date): Promise<Count | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, now)));
    return row;
  }

  /** Deletes the counters whose window has ended (at most once a minute per process). */
  async sweep(now: Date, force = false): Promise<number> {
    if (!force && now.getTime() - this.lastSweep < sweepEveryMs) return 0;
    this.lastSweep = now.getTime();
    const gone = await this.db
      .delete(rateLimits)
      .where(lte(rateLimits.resetsAt, now))
      .returning({ key: rateLimits.key });
    return gone.length;
  }
}

/** Whole seconds until a window ends, at least 1: the value of a 429's Retry-After. */
export const secondsUntil = (resetsAt: Date, now: Date): number =>
  Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
