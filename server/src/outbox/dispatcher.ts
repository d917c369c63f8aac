import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { blankedBody } from './secrets.ts';
import { WhatsAppRefused, type Sent, type Transports } from './transports.ts';
import { fallBackToSms } from '../whatsapp/webhook.ts';

const maxAttempts = 8;
/** How long a claimed message is left to the pass that claimed it (a crashed pass's messages come back). */
const defaultClaimMs = 5 * 60_000;
/** A failed message waits this long times its attempts before it is tried again. */
const retryAfterMs = 30_000;

export interface DispatchOptions {
  /** Messages claimed and sent per batch, each batch in its own short transaction. @default 500 */
  batch?: number;
  /** Most batches in one pass (the pass then yields to the next timer tick or kick). @default unlimited */
  maxBatches?: number;
  /** Messages of one batch sent at once. @default 16 */
  concurrency?: number;
  /** Asked before each batch: true ends the pass (the dispatcher is stopping). */
  isStopped?: () => boolean;
  /**
   * How long a batch stays claimed by the pass that claimed it: the messages of a process that died while
   * sending are sent by another pass after this. It must exceed the time a batch takes to send.
   * @default 5 minutes
   */
  claimMs?: number;
  /**
   * Blank the body of a sent message that carried a one-time pin or voucher codes (production: the
   * outbox is no store of secrets once they are delivered). @default false
   */
  blankSecrets?: boolean;
}

type Claimed = typeof outbox.$inferSelect;

/**
 * Claims the next batch of unsent messages, oldest first: one statement that skips rows another process
 * has locked (FOR UPDATE SKIP LOCKED) and marks the rest claimed until a time, so several server processes
 * share a large outbox without sending a message twice and without a transaction held while sending.
 */
async function claimBatch(db: Db, now: Date, batch: number, claimMs: number): Promise<Claimed[]> {
  const until = new Date(now.getTime() + claimMs);
  const ready = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lt(outbox.attempts, maxAttempts),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
      ),
    )
    .orderBy(outbox.id)
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ claimedUntil: until })
    .where(inArray(outbox.id, ready))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Replaces the bodies of sent messages that carried a secret (by their kind), in one statement (most
 * batches have none).
 */
async function blankSent(
  db: Db,
  ids: readonly number[],
  claimed: Map<number, Claimed>,
): Promise<void> {
  const blanked = ids.flatMap((id) => {
    const message = claimed.get(id);
    // A WhatsApp message keeps its words until delivered (its SMS fallback sends the same pin): the
    // webhook blanks it then.
    if (message?.channel === 'whatsapp') return [];
    const body = message && blankedBody(message.kind, message.reference);
    return body === undefined ? [] : [{ id, body }];
  });
  if (blanked.length === 0) return;
  await db.execute(sql`update ${outbox} set body = v.body
    from unnest(${sql.param(blanked.map((b) => b.id))}::bigint[],
                ${sql.param(blanked.map((b) => b.body))}::text[]) as v(id, body)
    where ${outbox.id} = v.id`);
}

/**
 * Sends what the outbox holds, oldest first, in batches: each batch is claimed in one statement, sent
 * through the transports a few at a time, and its sent messages are marked as they go (in few statements). A failure is
 * recorded and retried on a later pass (after a wait that grows with its attempts). Returns how many were sent.
 */
export async function dispatchPending(
  db: Db,
  transports: Transports,
  now: () => Date,
  options: DispatchOptions = {},
): Promise<number> {
  const batch = options.batch ?? 500;
  const concurrency = options.concurrency ?? 16;
  const maxBatches = options.maxBatches ?? Number.POSITIVE_INFINITY;
  let sent = 0;
  for (let round = 0; round < maxBatches && !options.isStopped?.(); round += 1) {
    const claimed = await claimBatch(db, now(), batch, options.claimMs ?? defaultClaimMs);
    if (claimed.length === 0) break;
    const failed: { message: Claimed; error: string; refused?: boolean }[] = [];
    // Sent messages are marked as they go (those sent while a mark is under way together in the next):
    // a process that dies in the middle of a batch sends again only what it had not marked yet.
    const toMark: number[] = [];
    const byId = new Map(claimed.map((m) => [m.id, m]));
    let marking: Promise<void> | undefined;
    let markError: unknown;
    const mark = (): Promise<void> => {
      marking ??= (async () => {
        try {
          while (toMark.length > 0) {
            const ids = toMark.splice(0);
            await db
              .update(outbox)
              .set({
                sentAt: now(),
                attempts: sql`${outbox.attempts} + 1`,
                lastError: null,
                claimedUntil: null,
              })
              .where(inArray(outbox.id, ids));
            sent += ids.length;
            if (options.blankSecrets) await blankSent(db, ids, byId);
          }
        } catch (error) {
          // Left claimed: sent again once the claim runs out (at least once).
          markError ??= error;
        } finally {
          marking = undefined;
        }
      })();
      return marking;
    };
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const message = claimed[next++];
        if (!message) break;
        let receipt: Sent | undefined;
        try {
          const transport = transports[message.channel];
          if (!transport) throw new Error(`No transport sends ${message.channel} messages`);
          receipt =
            (await transport({
              id: message.id,
              kind: message.kind,
              channel: message.channel,
              to: message.recipient,
              subject: message.subject,
              body: message.body,
              template: message.template,
            })) ?? undefined;
        } catch (error) {
          failed.push({
            message,
            error: error instanceof Error ? error.message : String(error),
            refused: error instanceof WhatsAppRefused,
          });
          continue;
        }
        // WhatsApp's statuses name the message by this id (the webhook finds the row by it). It is sent
        // whatever happens to this write: a message is never sent twice for it.
        if (receipt?.providerMessageId)
          await db
            .update(outbox)
            .set({ providerMessageId: receipt.providerMessageId })
            .where(eq(outbox.id, message.id))
            .catch(() => undefined);
        toMark.push(message.id);
        void mark();
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    while (marking || toMark.length > 0) await mark();
    if (markError !== undefined) throw markError;
    for (const { message, error, refused } of failed) {
      const attempts = message.attempts + 1;
      // A pin the Cloud API refuses (issue 37: the number is not on WhatsApp, say) goes by SMS at once, the
      // same pin, and is not tried again by WhatsApp.
      if (refused && message.channel === 'whatsapp' && message.kind === 'pin') {
        await db.transaction(async (tx) => {
          await fallBackToSms(tx, now(), message.id);
          await tx
            .update(outbox)
            .set({ attempts: maxAttempts, lastError: error, claimedUntil: null })
            .where(eq(outbox.id, message.id));
        });
        continue;
      }
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: error,
          claimedUntil: new Date(now().getTime() + retryAfterMs * attempts),
        })
        .where(eq(outbox.id, message.id));
    }
    if (claimed.length < batch) break;
    // Between batches the event loop serves requests.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return sent;
}

export interface Dispatcher {
  /** Asks for a pass soon (after a change queued messages). */
  kick(): void;
  /** Runs one pass now and resolves when it is done. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** Runs passes on a timer and on demand, never two at once in one process. */
export function startDispatcher(
  db: Db,
  transports: Transports,
  now: () => Date,
  intervalMs = 2_000,
  options: DispatchOptions = {},
): Dispatcher {
  let running: Promise<number> | undefined;
  let stopped = false;
  const pass = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    // A stop waits for the batch under way, not for the whole outbox.
    running ??= dispatchPending(db, transports, now, {
      ...options,
      isStopped: () => stopped,
    }).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void pass().catch(() => undefined), intervalMs);
  timer.unref();
  return {
    kick: () => void setImmediate(() => void pass().catch(() => undefined)),
    flush: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** For tests and tools that send nothing: messages stay in the outbox for /dev/outbox to show. */
export const idleDispatcher: Dispatcher = {
  kick: () => undefined,
  flush: async () => 0,
  stop: async () => undefined,
};
