import { messageLimitMessages } from '@plaudit/domain';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { MessageBudget } from '../outbox/budget.ts';
import { LimitCounters, secondsUntil } from '../security/limitCounters.ts';
import { TooManyRequests } from './errors.ts';

const isDryRun = (body: unknown) =>
  typeof body === 'object' && body !== null && 'isDryRun' in body && body.isDryRun === true;

/** The caller's message budget: a member is counted by id, a visitor by address. */
export function budgetOf(request: FastifyRequest, context: ServerContext): MessageBudget {
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
 * Runs a call that sends messages with the caller's budget, which the call hands to what it queues: each
 * message counts, and a call past the budget is refused with 429 and nothing of it is kept. A call that
 * queued no message through the budget (Send To All, an administrator's broadcast by its own rules)
 * counts as one.
 */
export async function withMessageBudget<T>(
  request: FastifyRequest,
  context: ServerContext,
  budget: MessageBudget,
  call: () => Promise<T>,
): Promise<T> {
  let value: T;
  try {
    value = await call();
  } catch (error) {
    const resetsAt = budgetSpent(error);
    if (resetsAt) throw refusal(resetsAt, context.now());
    throw error;
  }
  if (!budget.counted && !isDryRun(request.body))
    await countersOf(context).add(budget.key, budget.windowMs, context.now());
  return value;
}
