import { sql, type SQL } from 'drizzle-orm';

/**
 * A caller's message budget (OWASP ASVS 2.4, SMS pumping): the SMS and emails a call queues with it count
 * against it in the statement that queues them (plaudit_count_message, migration 0020), which fails past
 * `most` in the window, so the change around them is refused whole, however many calls run at once and on
 * whichever server process. A call hands its budget to each queueing it does; a job queues without one.
 */
export interface MessageBudget {
  /** Whose it is: a member by id, a visitor by address. */
  readonly key: string;
  readonly most: number;
  readonly windowMs: number;
  /** Set once a message was queued through it: a call that queued none is counted once afterwards. */
  counted: boolean;
}

/** How messages are queued: when, and against whose budget (none for the programme's own jobs). */
export interface Queueing {
  readonly now: Date;
  readonly budget?: MessageBudget | undefined;
}

/** A queued message's created_at: with a budget, the time as counted against it. */
export function queuedAt({ now, budget }: Queueing): SQL {
  const at = now.toISOString();
  if (!budget) return sql`${at}::timestamptz`;
  budget.counted = true;
  return sql`plaudit_count_message(${budget.key}::text, ${budget.most}::int, ${budget.windowMs}::int, ${at}::timestamptz)`;
}
