import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { hashSecret, newToken } from '../security/tokens.ts';
import type { Settings } from '../settings.ts';

export interface SessionInfo {
  sessionId: number;
  memberId: number;
}

/** A fresh opaque token for a member; only its hash is stored. */
export async function openSession(tx: Db | Tx, memberId: number, now: Date): Promise<string> {
  const token = newToken();
  await tx
    .insert(sessions)
    .values({ tokenHash: hashSecret(token), memberId, createdAt: now, lastSeenAt: now });
  return token;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Last-seen is written at most this often, so a busy member does not cost a write per call. */
const touchEveryMs = 60_000;

/** The live session a bearer token names, or undefined (absent, unknown, revoked, idle too long or too old). */
export async function findSession(
  db: Db,
  token: string | undefined,
  now: Date,
  settings: Settings['session'],
): Promise<SessionInfo | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  const t = now.getTime();
  if (
    t - row.lastSeenAt.getTime() >= settings.idleMs ||
    t - row.createdAt.getTime() >= settings.absoluteMs
  ) {
    return undefined;
  }
  if (t - row.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, memberId: row.memberId };
}

export async function requireSession(
  db: Db,
  header: string | undefined,
  now: Date,
  settings: Settings['session'],
): Promise<SessionInfo> {
  const session = await findSession(db, bearerToken(header), now, settings);
  if (!session) throw unauthorized();
  return session;
}

export async function revokeSession(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeMemberSessions(
  db: Db | Tx,
  memberId: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
