import { otpMessages, outboxMessages, type MessageChannel } from '@plaudit/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Change, Store } from '../db/changes.ts';
import type { Tx } from '../db/client.ts';
import { otpChallenges, type OtpPurpose } from '../db/schema.ts';
import { fieldRefusal, tooSoon } from '../refusals.ts';
import { inTransaction } from '../db/transaction.ts';
import { enqueue, type Queueing } from '../outbox/queue.ts';
import { hashSecret, newPin, newToken } from '../security/tokens.ts';
import type { Settings } from '../settings.ts';
import { currentLanguage } from '../i18n/language.ts';
import { templateLanguage, templateNames } from '../whatsapp/templates.ts';

export interface ChallengeRequest {
  purpose: OtpPurpose;
  memberId: number;
  cellE164: string;
  postAddr2?: string;
  /** How the pin goes (issue 37): 'whatsapp' as the authentication template. @default 'sms' */
  channel?: MessageChannel | undefined;
}

/**
 * The outbox reference of a challenge's pin message: the WhatsApp message and its SMS fallback carry it, so
 * the pin step finds where its pin is (pinStatus) without the pin.
 */
export const pinReference = (challengeId: number) => `otp:${String(challengeId)}`;

/** A pin is bound to the auth token too: the stored hash cannot be reversed without the token. */
const pinHash = (auth: string, pin: string) => hashSecret(`${auth}:${pin}`);

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/**
 * Seconds until fewer than `cap` of these send times (newest first) fall within `windowMs` of now: the
 * `cap`-th newest must leave the window.
 */
function waitForCap(sentNewestFirst: readonly number[], cap: number, windowMs: number, now: Date) {
  const leaving = sentNewestFirst[cap - 1] ?? now.getTime();
  return Math.max(1, Math.ceil((leaving + windowMs - now.getTime()) / 1000));
}

/**
 * Creates a challenge and queues its SMS in the caller's transaction. Refuses (429 with Retry-After) when
 * a pin went to the same number moments ago, or the hourly or daily cap of the number is reached. The
 * challenges are rows every server process sees, so the caps hold across processes.
 */
export async function issueChallenge(
  tx: Tx,
  request: ChallengeRequest,
  queueing: Queueing,
  { otp: settings, programmeName }: Pick<Settings, 'otp' | 'programmeName'>,
): Promise<string> {
  const { now } = queueing;
  const dayAgo = new Date(now.getTime() - dayMs);
  const sent = (
    await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.cellE164, request.cellE164), gt(otpChallenges.createdAt, dayAgo)))
  )
    .map((r) => r.createdAt.getTime())
    .sort((a, b) => b - a);
  const latest = sent[0] ?? 0;
  const wait = latest + settings.resendIntervalMs - now.getTime();
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw tooSoon(otpMessages.resendTooSoon(seconds), seconds);
  }
  if (sent.length >= settings.dailyCap)
    throw tooSoon(otpMessages.dailyCap, waitForCap(sent, settings.dailyCap, dayMs, now));
  const lastHour = sent.filter((t) => t > now.getTime() - hourMs);
  if (lastHour.length >= settings.hourlyCap) {
    const seconds = waitForCap(lastHour, settings.hourlyCap, hourMs, now);
    throw tooSoon(otpMessages.hourlyCap(seconds), seconds);
  }

  const auth = newToken();
  const pin = newPin();
  const [challenge] = await tx
    .insert(otpChallenges)
    .values({
      authHash: hashSecret(auth),
      purpose: request.purpose,
      memberId: request.memberId,
      cellE164: request.cellE164,
      codeHash: pinHash(auth, pin),
      postAddr2: request.postAddr2 ?? '',
      createdAt: now,
      expiresAt: new Date(now.getTime() + settings.ttlMs),
    })
    .returning({ id: otpChallenges.id });
  if (!challenge) throw new Error('the challenge was not stored');
  const minutes = Math.round(settings.ttlMs / 60_000);
  // In the request's language: the visitor's (Accept-Language, which the portal sets to the one chosen) or
  // the signed-in member's. By WhatsApp the SMS's words stay on the row: its fallback sends them.
  const whatsApp = request.channel === 'whatsapp';
  await enqueue(tx, queueing, {
    kind: 'pin',
    reference: pinReference(challenge.id),
    channel: whatsApp ? 'whatsapp' : 'sms',
    to: request.cellE164,
    body: outboxMessages.pinSms(programmeName, pin, minutes),
    ...(whatsApp
      ? {
          template: {
            name: templateNames.pin,
            language: templateLanguage(currentLanguage()),
            parameters: [pin],
          },
        }
      : {}),
  });
  return auth;
}

export interface VerifiedChallenge {
  memberId: number;
  cellE164: string;
  postAddr2: string;
}

export interface ChallengeAnswer {
  auth: string;
  otp: string;
  purposes: readonly OtpPurpose[];
  cellCandidates: readonly string[];
}

type ChallengeRow = typeof otpChallenges.$inferSelect;

/**
 * Checks a pin against the challenge its auth token names, in the caller's transaction with the row held:
 * undefined when right, else the refusal. A wrong pin is counted (the caller commits the count).
 */
async function verdict(
  tx: Tx,
  input: ChallengeAnswer,
  now: Date,
  settings: Settings['otp'],
): Promise<{ refusal: string } | { challenge: ChallengeRow }> {
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
    return { refusal: otpMessages.notForThisStep };
  }
  if (challenge.consumedAt) return { refusal: otpMessages.used };
  if (challenge.expiresAt.getTime() <= now.getTime()) return { refusal: otpMessages.expired };
  if (challenge.failedAttempts >= settings.maxAttempts)
    return { refusal: otpMessages.tooManyTries };
  if (pinHash(input.auth, input.otp.trim()) !== challenge.codeHash) {
    const failedAttempts = challenge.failedAttempts + 1;
    await tx
      .update(otpChallenges)
      .set({ failedAttempts })
      .where(eq(otpChallenges.id, challenge.id));
    return {
      refusal:
        failedAttempts >= settings.maxAttempts ? otpMessages.tooManyTries : otpMessages.wrong,
    };
  }
  return { challenge };
}

/**
 * Sends a pin: the challenge for the member `find` names (it refuses when there is none) and its SMS, in
 * one transaction.
 */
export function sendPin(
  store: Store,
  find: (tx: Tx) => Promise<ChallengeRequest>,
  queueing: Queueing,
  settings: Pick<Settings, 'otp' | 'programmeName'>,
): Promise<string> {
  return inTransaction(store, ['messages'], async (tx) =>
    issueChallenge(tx, await find(tx), queueing, settings),
  );
}

/**
 * A send call's answer: the challenge's auth token, the seconds until this number may have another pin and
 * the channel the pin went by.
 */
export interface SentPin {
  auth: string;
  resendAfter: number;
  channel: MessageChannel;
}

export const sentPin = (
  auth: string,
  { otp }: Pick<Settings, 'otp'>,
  channel: MessageChannel = 'sms',
): SentPin => ({
  auth,
  resendAfter: Math.ceil(otp.resendIntervalMs / 1000),
  channel,
});

/**
 * Checks a pin against its challenge in one transaction with the challenge's row held. Without `then` it
 * only checks, without using the pin up (the verify calls check it before they hash the
 * new password, scrypt's half a second of CPU, so junk costs the server nothing, and a password the policy
 * then refuses leaves the pin valid for a second try). With `then`, a right pin is used up and `then` runs
 * in the same transaction. A wrong pin counts against the challenge even though the call fails: the count
 * commits, and the refusal is thrown after.
 */
export async function answerChallenge(
  store: Store,
  input: ChallengeAnswer,
  now: Date,
  settings: Settings['otp'],
  then?: {
    changes: readonly Change[];
    run: (tx: Tx, challenge: VerifiedChallenge) => Promise<void>;
  },
): Promise<void> {
  const refusal = await inTransaction(store, then?.changes ?? [], async (tx) => {
    const result = await verdict(tx, input, now, settings);
    if ('refusal' in result || !then) return 'refusal' in result ? result.refusal : undefined;
    const { challenge } = result;
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(eq(otpChallenges.id, challenge.id));
    await then.run(tx, {
      memberId: challenge.memberId,
      cellE164: challenge.cellE164,
      postAddr2: challenge.postAddr2,
    });
    return undefined;
  });
  if (refusal) throw fieldRefusal('otp', refusal);
}
