import { AsyncLocalStorage } from 'node:async_hooks';
import { messageLimitMessages } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ServerContext } from '../context.ts';
import { LimitCounters, secondsUntil } from '../security/limitCounters.ts';
import { TooManyRequests } from './errors.ts';

const isDryRun = (body: unknown) =>
  typeof body === 'object' && body !== null && 'isDryRun' in body && body.isDryRun === true;

/** The budget of the call under way: whose it is and how many messages it allows in its window. */
interface MessageBudget {
  key: string;
  most: number;
  windowMs: number;
  /** Set when the call queued a message through the budget (see messageQueueTime). */
  counted: boolean;
}

const currentBudget = new AsyncLocalStorage<MessageBudget>();

/** A member is counted by id, a visitor by address. */
function budgetOf(request: FastifyRequest, context: ServerContext): MessageBudget {
  const { perMember, perAddress, windowMs } = context.settings.messageRateLimit;
  return request.session
    ? {
        key: `messages:member:${request.session.memberId}`,
        most: perMember,
        windowMs,
        counted: false,
      }
    : { key: `messages:address:${request.ip}`, most: perAddress, windowMs, counted: false };
}

const refusal = (resetsAt: Date, now: Date) => {
  const seconds = secondsUntil(resetsAt, now);
  return new TooManyRequests(messageLimitMessages.tooMany(Math.ceil(seconds / 60)), seconds);
};

/**
 * The created_at of a message being queued. Inside a call that sends messages it is
 * plaudit_count_message(…) (migration 0020), which counts the message against the caller's budget in
 * the statement that queues it, and fails the statement (and so the change around it) past the budget:
 * the budget counts messages queued, not calls (issue 21 item 1), however many calls run at once and on
 * whichever server process.
 */
export function messageQueueTime(now: Date): SQL {
  const at = now.toISOString();
  const budget = currentBudget.getStore();
  if (!budget) return sql`${at}::timestamptz`;
  budget.counted = true;
  return sql`plaudit_count_message(${budget.key}::text, ${budget.most}::int, ${budget.windowMs}::int, ${at}::timestamptz)`;
}

/** The PL429 the database raised when a statement went past the budget, with its window's end. */
function budgetSpent(error: unknown): Date | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const { code, detail, cause } = e as { code?: unknown; detail?: unknown; cause?: unknown };
    if (code === 'PL429') return new Date(Number(detail) * 1000);
    e = cause;
  }
  return undefined;
}

const counters = new WeakMap<ServerContext, LimitCounters>();
const countersOf = (context: ServerContext) => {
  let found = counters.get(context);
  if (!found) counters.set(context, (found = new LimitCounters(context.db)));
  return found;
};

/**
 * Before a call that sends an SMS or email (OWASP ASVS 2.4, SMS pumping): a caller whose budget is spent
 * is refused at once, before the call does any work. Registered after the session check.
 */
export function messageLimiter(context: ServerContext): preHandlerHookHandler {
  return (request) => refuseSpentBudget(request, context);
}

/** Refuses (429) a call whose caller's message budget is spent. */
export async function refuseSpentBudget(
  request: FastifyRequest,
  context: ServerContext,
): Promise<void> {
  // Send To All's question before sending ("Send this SMS to 53 members?") sends nothing.
  if (isDryRun(request.body)) return;
  const budget = budgetOf(request, context);
  const now = context.now();
  const count = await countersOf(context).read(budget.key, now);
  if (count && count.hits >= budget.most) throw refusal(count.resetsAt, now);
}

/**
 * Runs a call that sends messages with the caller's budget in force: each message it queues counts, and
 * a call past the budget is refused with 429 and nothing of it is kept. A call that queued no message
 * through the budget (Send To All, an administrator's broadcast by its own rules) counts as one.
 */
export async function withMessageBudget<T>(
  request: FastifyRequest,
  context: ServerContext,
  call: () => Promise<T>,
): Promise<T> {
  const budget = budgetOf(request, context);
  let value: T;
  try {
    value = await currentBudget.run(budget, call);
  } catch (error) {
    const resetsAt = budgetSpent(error);
    if (resetsAt) throw refusal(resetsAt, context.now());
    throw error;
  }
  if (!budget.counted && !isDryRun(request.body))
    await countersOf(context).add(budget.key, budget.windowMs, context.now());
  return value;
}
