import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { members, sessions } from '../db/schema.ts';
import { unauthorized } from '../refusals.ts';
import { hashSecret, newToken } from '../security/tokens.ts';
import type { Settings } from '../settings.ts';

export interface SessionInfo {
  sessionId: number;
  memberId: number;
  /** The language the member chose (a BCP 47 code), null while they chose none: the server speaks it. */
  language: string | null;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Last-seen is written at most this often, so a busy member does not cost a write per call. */
const touchEveryMs = 60_000;

interface Cached extends SessionInfo {
  createdAt: number;
  /** The last call with this token (this process's knowledge, at least the stored last-seen). */
  lastSeenAt: number;
  /** The last-seen time the database holds. */
  storedLastSeenAt: number;
  /** When the database last confirmed that the session is not revoked. */
  checkedAt: number;
}

/**
 * Sessions: opaque tokens whose hashes are stored, with idle and absolute expiry. Live sessions are kept in
 * memory by token hash, so a call costs no query; idle and absolute expiry are still checked at every
 * call, logout, a password change and revocation evict at once, and an entry is re-read from the database
 * every `recheckMs` (a revocation by another server process takes effect within that time).
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: Db,
    private readonly settings: Settings['session'],
  ) {}

  /**
   * A fresh opaque token for a member, or undefined when the member has been deactivated: the session is
   * written only while the member is active, in the same statement (a login under way when an
   * administrator deactivates the member opens nothing). Only the token's hash is stored.
   */
  async open(tx: Db | Tx, memberId: number, now: Date): Promise<string | undefined> {
    const token = newToken();
    const opened = await rowsOf<{ id: number }>(
      tx,
      sql`insert into ${sessions} (token_hash, member_id, created_at, last_seen_at)
          select ${hashSecret(token)}, m.id, ${now}, ${now} from ${members} m
          where m.id = ${memberId} and m.deactivated_at is null
          returning id`,
    );
    return opened.length > 0 ? token : undefined;
  }

  /** The live session a bearer token names, or undefined (absent, unknown, revoked, idle too long or too old). */
  async find(token: string | undefined, now: Date): Promise<SessionInfo | undefined> {
    if (!token || token.length > 200) return undefined;
    const key = hashSecret(token);
    const t = now.getTime();
    let entry = this.cache.get(key);
    if (!entry || t - entry.checkedAt >= this.settings.recheckMs) {
      const fresh = await this.read(key, t);
      if (!fresh) {
        this.cache.delete(key);
        return undefined;
      }
      if (entry) fresh.lastSeenAt = Math.max(fresh.lastSeenAt, entry.lastSeenAt);
      entry = fresh;
      this.remember(key, entry);
    }
    if (
      t - entry.lastSeenAt >= this.settings.idleMs ||
      t - entry.createdAt >= this.settings.absoluteMs
    ) {
      this.cache.delete(key);
      return undefined;
    }
    entry.lastSeenAt = Math.max(entry.lastSeenAt, t);
    if (t - entry.storedLastSeenAt > touchEveryMs) {
      entry.storedLastSeenAt = t;
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.id, entry.sessionId));
    }
    return { sessionId: entry.sessionId, memberId: entry.memberId, language: entry.language };
  }

  async require(header: string | undefined, now: Date): Promise<SessionInfo> {
    const session = await this.find(bearerToken(header), now);
    if (!session) throw unauthorized();
    return session;
  }

  /** Logout: this session ends at once. */
  async revoke(tx: Db | Tx, sessionId: number, now: Date): Promise<void> {
    this.forget((entry) => entry.sessionId === sessionId);
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /**
   * Forgets what this process keeps of a member's sessions, after a change that ends them has committed
   * (a call that read a session while the change was under way may have kept it meanwhile).
   */
  forgetMember(memberId: number): void {
    this.forget((entry) => entry.memberId === memberId);
  }

  /** A member chose a language (memberupdate, committed): their sessions in this process speak it at once. */
  languageChanged(memberId: number, language: string | null): void {
    for (const entry of this.cache.values())
      if (entry.memberId === memberId) entry.language = language;
  }

  /**
   * A password change: every session of the member ends at once, except the one that made the change
   * (the member who just proved the pin stays signed in there; anyone else holding a session is out).
   */
  async revokeMember(
    tx: Db | Tx,
    memberId: number,
    now: Date,
    keepSessionId?: number,
  ): Promise<void> {
    this.forget((entry) => entry.memberId === memberId && entry.sessionId !== keepSessionId);
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        ),
      );
  }

  private async read(tokenHash: string, t: number): Promise<Cached | undefined> {
    const [row] = await this.db
      .select({
        id: sessions.id,
        memberId: sessions.memberId,
        language: members.language,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      // A deactivated member's sessions end with the deactivation, also one opened while it was under way.
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          isNull(members.deactivatedAt),
        ),
      )
      .limit(1);
    return (
      row && {
        sessionId: row.id,
        memberId: row.memberId,
        language: row.language,
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
        storedLastSeenAt: row.lastSeenAt.getTime(),
        checkedAt: t,
      }
    );
  }

  private remember(key: string, entry: Cached): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    // Oldest first: past the bound, the least recently confirmed entries go (they are re-read if used).
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= this.settings.cacheEntries) break;
      this.cache.delete(oldest);
    }
  }

  private forget(matches: (entry: Cached) => boolean): void {
    for (const [key, entry] of this.cache) if (matches(entry)) this.cache.delete(key);
  }
}
