import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Transports } from './transports.ts';

const maxAttempts = 8;

/** Sends what the outbox holds, oldest first; a failure is recorded and retried on a later pass. */
export async function dispatchPending(
  db: Db,
  transports: Transports,
  now: () => Date,
  batch = 50,
): Promise<number> {
  const pending = await db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
    .orderBy(asc(outbox.id))
    .limit(batch);
  let sent = 0;
  for (const message of pending) {
    try {
      await transports[message.channel]({
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
      });
      await db
        .update(outbox)
        .set({ sentAt: now(), attempts: message.attempts + 1, lastError: null })
        .where(eq(outbox.id, message.id));
      sent += 1;
    } catch (error) {
      await db
        .update(outbox)
        .set({
          attempts: message.attempts + 1,
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(eq(outbox.id, message.id));
    }
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

/** Runs passes on a timer and on demand, never two at once. */
export function startDispatcher(
  db: Db,
  transports: Transports,
  now: () => Date,
  intervalMs = 2_000,
): Dispatcher {
  let running: Promise<number> | undefined;
  let stopped = false;
  const pass = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    running ??= dispatchPending(db, transports, now).finally(() => {
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
