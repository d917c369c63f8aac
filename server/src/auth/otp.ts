import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { otpChallenges, type OtpPurpose } from '../db/schema.ts';
import { HttpError, fieldRefusal } from '../http/errors.ts';
import { enqueue } from '../outbox/queue.ts';
import { hashSecret, newPin, newToken } from '../security/tokens.ts';
import type { Settings } from '../settings.ts';

/** (our wording) The pin refusals; each names what the member can do next. */
export const otpMessages = {
  wrong: 'The pin is incorrect. Please check the SMS and try again.',
  expired: 'This pin has expired. Please request a new pin.',
  used: 'This pin has already been used. Please request a new pin.',
  tooManyTries: 'Too many incorrect pins. Please request a new pin.',
  notForThisStep: 'This pin was not sent for this step. Please request a new pin.',
  resendTooSoon: (seconds: number) =>
    `A pin was sent moments ago. Please wait ${seconds} seconds before asking for another.`,
  hourlyCap: 'Too many pins have been sent to this number. Please try again in an hour.',
} as const;

export interface ChallengeRequest {
  purpose: OtpPurpose;
  memberId: number;
  cellE164: string;
  postAddr2?: string;
}

/** A pin is bound to the auth token too: the stored hash cannot be reversed without the token. */
const pinHash = (auth: string, pin: string) => hashSecret(`${auth}:${pin}`);

/**
 * Creates a challenge and queues its SMS in the caller's transaction. Refuses when a pin went to the
 * same number moments ago or the hourly cap is reached.
 */
export async function issueChallenge(
  tx: Tx,
  request: ChallengeRequest,
  now: Date,
  settings: Settings['otp'],
): Promise<string> {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const recent = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.cellE164, request.cellE164), gt(otpChallenges.createdAt, hourAgo)));
  const latest = Math.max(0, ...recent.map((r) => r.createdAt.getTime()));
  const wait = latest + settings.resendIntervalMs - now.getTime();
  if (wait > 0) throw new HttpError(429, otpMessages.resendTooSoon(Math.ceil(wait / 1000)));
  if (recent.length >= settings.hourlyCap) throw new HttpError(429, otpMessages.hourlyCap);

  const auth = newToken();
  const pin = newPin();
  await tx.insert(otpChallenges).values({
    authHash: hashSecret(auth),
    purpose: request.purpose,
    memberId: request.memberId,
    cellE164: request.cellE164,
    codeHash: pinHash(auth, pin),
    postAddr2: request.postAddr2 ?? '',
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.ttlMs),
  });
  const minutes = Math.round(settings.ttlMs / 60_000);
  await enqueue(tx, now, {
    channel: 'sms',
    to: request.cellE164,
    body: `Your Plaudit one-time pin is ${pin}. It expires in ${minutes} minutes. Never share it with anyone.`,
  });
  return auth;
}

export interface VerifiedChallenge {
  memberId: number;
  cellE164: string;
  postAddr2: string;
}

/**
 * Checks a pin against the challenge its auth token names and, when right, uses it up. A wrong pin
 * counts against the challenge even though the call fails, so the count is written in its own
 * transaction before the refusal is thrown.
 */
export async function consumeChallenge(
  db: Db,
  input: {
    auth: string;
    otp: string;
    purposes: readonly OtpPurpose[];
    cellCandidates: readonly string[];
  },
  now: Date,
  settings: Settings['otp'],
  then: (tx: Tx, challenge: VerifiedChallenge) => Promise<void>,
): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.authHash, hashSecret(input.auth)))
      .for('update');
    if (
      !challenge ||
      !input.purposes.includes(challenge.purpose) ||
      !input.cellCandidates.includes(challenge.cellE164)
    ) {
      return otpMessages.notForThisStep;
    }
    if (challenge.consumedAt) return otpMessages.used;
    if (challenge.expiresAt.getTime() <= now.getTime()) return otpMessages.expired;
    if (challenge.failedAttempts >= settings.maxAttempts) return otpMessages.tooManyTries;
    if (pinHash(input.auth, input.otp.trim()) !== challenge.codeHash) {
      const failedAttempts = challenge.failedAttempts + 1;
      await tx
        .update(otpChallenges)
        .set({ failedAttempts })
        .where(eq(otpChallenges.id, challenge.id));
      return failedAttempts >= settings.maxAttempts ? otpMessages.tooManyTries : otpMessages.wrong;
    }
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(eq(otpChallenges.id, challenge.id));
    await then(tx, {
      memberId: challenge.memberId,
      cellE164: challenge.cellE164,
      postAddr2: challenge.postAddr2,
    });
    return undefined;
  });
  if (refusal) throw fieldRefusal('otp', refusal);
}
