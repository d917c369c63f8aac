import {
  anniversaryYearsOn,
  calendarDayOf,
  calendarMonthOf,
  isBirthdayOn,
  milestoneMessages,
  monthKeyOf,
  outboxMessages,
} from '@plaudit/domain';
import { and, eq, gt, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { describeError } from '../db/errors.ts';
import {
  accountKind,
  accounts,
  awardRecipients,
  awards,
  jobRuns,
  ledgerEntries,
  members,
  transfers,
} from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { snapshotOutstanding } from '../insights/outstanding.ts';
import { rollUpMonths } from '../insights/rollups.ts';
import { postTransfers, type TransferInput } from '../ledger/ledger.ts';
import { inLanguage } from '../i18n/language.ts';
import type { StatementWording } from '../ledger/wording.ts';
import { enqueue, type OutgoingMessage } from '../outbox/queue.ts';

/**
 * The periodic jobs (DESIGN.md "Points and balances"): the monthly Pay It Forward allowance and
 * its expiry at the month's end (use-or-lose), and birthday Shout Outs from the programme. Each job runs
 * once per period: it claims its row in job_runs in the transaction that does the work, under a PostgreSQL
 * advisory lock, so several server processes (and the command line) on one database do each job once.
 * Every point moves through the ledger.
 */

export interface JobSettings {
  timeZone: string;
  payItForwardAllowance: number;
  birthdayPoints: number;
  /** A work anniversary's points by its years (absent or 0: the card alone; no table: none). */
  anniversaryPoints?: Readonly<Partial<Record<number, number>>>;
  programmeName: string;
}

export interface JobReport {
  job: 'expiry' | 'allowance' | 'birthdays' | 'anniversaries';
  /** '2026-11' for the month jobs, '2026-11-22' for birthdays and anniversaries. */
  period: string;
  /** Whether this run did the work, or found the period done already. */
  ran: boolean;
  summary: string;
}

/** The advisory lock every job run takes ('plaudit jobs'): one run at a time across processes. */
const jobsLockKey = 0x706c_6a6f_6273;

async function once(
  db: Db,
  job: JobReport['job'],
  period: string,
  now: Date,
  work: (tx: Tx) => Promise<string>,
): Promise<JobReport> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${jobsLockKey})`);
    const claimed = await tx
      .insert(jobRuns)
      .values({ job, period, ranAt: now })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) {
      const [done] = await tx
        .select({ summary: jobRuns.summary })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
      return { job, period, ran: false, summary: done?.summary ?? '' };
    }
    const summary = await work(tx);
    await tx
      .update(jobRuns)
      .set({ summary })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
    return { job, period, ran: true, summary };
  });
}

const previousMonthMoment = (now: Date, timeZone: string) =>
  new Date(calendarMonthOf(now, timeZone).start.getTime() - 1);

/**
 * Expires what is left of last month's allowance: every Pay It Forward balance above zero moves to the
 * programme's `expired` account. The accounts are locked first, so no award can spend from them between
 * reading a balance and debiting it.
 */
export async function expireAllowances(db: Db, settings: JobSettings, now: Date) {
  const last = previousMonthMoment(now, settings.timeZone);
  const period = monthKeyOf(last, settings.timeZone);
  const label = calendarMonthOf(last, settings.timeZone).label;
  return once(db, 'expiry', period, now, async (tx) => {
    // What came into the account since this month began (a member who registered after midnight, before
    // this run, was given this month's allowance) is this month's, not last month's, and stays.
    const thisMonth = calendarMonthOf(now, settings.timeZone).start;
    const creditedSince = sql<number>`coalesce((select sum(e.amount) from ${ledgerEntries} e
      where e.account_id = ${accounts}.id and e.amount > 0 and e.created_at >= ${thisMonth}), 0)::integer`;
    const candidates = await tx
      .select({ memberId: accounts.memberId, balance: accounts.balance, creditedSince })
      .from(accounts)
      .where(
        and(
          eq(accounts.kind, accountKind.payItForward),
          isNotNull(accounts.memberId),
          gt(accounts.balance, 0),
        ),
      )
      .orderBy(accounts.id)
      .for('update');
    const left = candidates
      .map((a) => ({ memberId: a.memberId, balance: a.balance - a.creditedSince }))
      .filter(({ balance }) => balance > 0);
    const expiries: TransferInput[] = left.flatMap(({ memberId, balance }) =>
      memberId === null
        ? []
        : [
            {
              kind: 'expiry',
              memberId: null,
              reference: `expiry:${period}:${memberId}`,
              createdAt: now,
              postings: [
                {
                  account: { memberId, kind: accountKind.payItForward },
                  amount: -balance,
                  description: { kind: 'allowanceExpired' },
                },
                {
                  account: { programme: accountKind.expired },
                  amount: balance,
                  description: { kind: 'allowanceForExpired', month: period },
                },
              ],
            },
          ],
    );
    await postTransfers(tx, expiries);
    const points = left.reduce((sum, a) => sum + a.balance, 0);
    return `${expiries.length} allowances expired (${points} points) for ${label}`;
  });
}

/** A month's reference of a member's allowance: one allowance per member and month, whoever grants it. */
const allowancePrefix = (period: string) => `allowance:${period}:`;
const allowanceReference = (period: string, memberId: number) =>
  `${allowancePrefix(period)}${memberId}`;

/**
 * The transfer of a member's Pay It Forward allowance for the programme's month holding `now`, from the
 * programme's funding: the monthly job's, and a new member's first (accounts/firstAllowance.ts).
 */
export function allowanceTransfer(
  memberId: number,
  amount: number,
  now: Date,
  timeZone: string,
): TransferInput {
  const period = monthKeyOf(now, timeZone);
  const description: StatementWording = { kind: 'allowance', month: period };
  return {
    kind: 'allowance',
    memberId: null,
    reference: allowanceReference(period, memberId),
    createdAt: now,
    postings: [
      { account: { programme: accountKind.funding }, amount: -amount, description },
      { account: { memberId, kind: accountKind.payItForward }, amount, description },
    ],
  };
}

/**
 * Grants this month's Pay It Forward allowance to every registered member who has not had it (a member
 * who registered this month before the job ran was given it then).
 */
export async function grantAllowances(db: Db, settings: JobSettings, now: Date) {
  const period = monthKeyOf(now, settings.timeZone);
  const label = calendarMonthOf(now, settings.timeZone).label;
  const amount = settings.payItForwardAllowance;
  return once(db, 'allowance', period, now, async (tx) => {
    if (amount <= 0) return 'no allowance (the setting is 0)';
    const granted = tx
      .select({ one: sql`1` })
      .from(transfers)
      .where(
        and(
          eq(transfers.kind, 'allowance'),
          eq(transfers.reference, sql`${allowancePrefix(period)} || ${members.id}`),
        ),
      );
    const registered = await tx
      .select({ id: members.id })
      .from(members)
      // A member who has left (deactivated) gets no allowance; it would only expire unused.
      .where(
        and(isNotNull(members.registeredAt), isNull(members.deactivatedAt), notExists(granted)),
      )
      .orderBy(members.id);
    await postTransfers(
      tx,
      registered.map(({ id }) => allowanceTransfer(id, amount, now, settings.timeZone)),
    );
    return `${registered.length} members granted ${amount} points for ${label}`;
  });
}

/**
 * A Shout Out from the programme to every registered member whose birthday it is (a valid day and month;
 * 29 February on 28 February in other years), with `birthdayPoints` through the ledger when above zero.
 */
export async function birthdayShoutOuts(db: Db, settings: JobSettings, now: Date) {
  const on = calendarDayOf(now, settings.timeZone);
  const period = dayKey(on);
  return once(db, 'birthdays', period, now, async (tx) => {
    const days = [String(on.day)];
    if (on.month === 2 && on.day === 28) days.push('29');
    const candidates = await tx
      .select({
        id: members.id,
        firstname: members.firstname,
        email: members.email,
        cellE164: members.cellE164,
        divisionId: members.divisionId,
        language: members.language,
        dobDd: members.dobDd,
        dobMm: members.dobMm,
      })
      .from(members)
      .where(
        and(
          isNotNull(members.registeredAt),
          isNull(members.deactivatedAt),
          sql`ltrim(trim(${members.dobMm}), '0') = ${String(on.month)}`,
          inArray(sql`ltrim(trim(${members.dobDd}), '0')`, days),
        ),
      )
      .orderBy(members.id);
    const carded = await cardedAlready(
      tx,
      candidates.map((m) => birthdayKey(on.year, m.id)),
    );
    const celebrating = candidates.filter(
      (m) => isBirthdayOn(m.dobDd, m.dobMm, on) && !carded.has(birthdayKey(on.year, m.id)),
    );
    if (celebrating.length === 0) return 'no birthdays';
    const points = settings.birthdayPoints;
    const from = settings.programmeName;
    const transferIds =
      points > 0
        ? await postTransfers(
            tx,
            celebrating.map((m): TransferInput => ({
              kind: 'grant',
              memberId: null,
              reference: `birthday:${period}:${m.id}`,
              createdAt: now,
              postings: [
                {
                  account: { programme: accountKind.funding },
                  amount: -points,
                  description: 'Birthday points',
                },
                {
                  account: { memberId: m.id, kind: accountKind.redeemable },
                  amount: points,
                  description: { kind: 'birthday', programme: from },
                },
              ],
            })),
          )
        : [];
    const message = outboxMessages.birthdayMessage(from);
    const written = await tx
      .insert(awards)
      .values(
        celebrating.map((m, i) => ({
          type: 'thankyou' as const,
          giverMemberId: null,
          giverDivisionId: null,
          value: 'Congratulations!',
          points,
          message,
          sendBy: 'email',
          transferId: transferIds[i] ?? null,
          createdAt: now,
          milestone: 'birthday' as const,
          milestoneKey: birthdayKey(on.year, m.id),
        })),
      )
      .returning({ id: awards.id });
    await tx.insert(awardRecipients).values(
      celebrating.map((m, i) => ({
        awardId: written[i]?.id ?? 0,
        memberId: m.id,
        divisionId: m.divisionId,
        createdAt: now,
      })),
    );
    const gift = points > 0 ? ` and ${points} points` : '';
    await enqueue(
      tx,
      { now },
      ...celebrating.map((m): OutgoingMessage => {
        const text = inLanguage(m.language, () =>
          outboxMessages.birthday(from, m.firstname, points),
        );
        return m.email !== ''
          ? {
              kind: 'birthday',
              channel: 'email',
              to: m.email,
              subject: text.subject,
              body: text.email,
            }
          : { kind: 'birthday', channel: 'sms', to: m.cellE164, body: text.sms };
      }),
    );
    return `${celebrating.length} birthday Shout Out${celebrating.length === 1 ? '' : 's'}${gift}`;
  });
}

const dayKey = (on: { year: number; month: number; day: number }) =>
  `${String(on.year)}-${String(on.month).padStart(2, '0')}-${String(on.day).padStart(2, '0')}`;

/** A member's birthday card of a year: once, whichever day's run posts it. */
const birthdayKey = (year: number, memberId: number) =>
  `birthday:${String(year)}:${String(memberId)}`;
const anniversaryKey = (year: number, memberId: number) =>
  `anniversary:${String(year)}:${String(memberId)}`;

/** Which of these milestone keys a card on the wall already has. */
async function cardedAlready(tx: Tx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: awards.milestoneKey })
    .from(awards)
    .where(inArray(awards.milestoneKey, [...keys]));
  return new Set(rows.map((r) => r.key ?? ''));
}

/**
 * A card on the wall for every registered member whose work anniversary it is (their hire date's day and
 * month, a whole year or more later; 29 February on 28 February in other years): "5 years at <programme>",
 * with the points the settings' table gives those years, from the programme's funding through the ledger,
 * and a message to the member in their language. Once per member and year: the card's milestone key is
 * unique, and a run that fails part way leaves nothing (one transaction).
 */
export async function anniversaryCards(db: Db, settings: JobSettings, now: Date) {
  const on = calendarDayOf(now, settings.timeZone);
  const period = dayKey(on);
  return once(db, 'anniversaries', period, now, async (tx) => {
    const days = [String(on.day).padStart(2, '0')];
    if (on.month === 2 && on.day === 28) days.push('29');
    const candidates = await tx
      .select({
        id: members.id,
        firstname: members.firstname,
        email: members.email,
        cellE164: members.cellE164,
        divisionId: members.divisionId,
        language: members.language,
        hireDate: members.hireDate,
      })
      .from(members)
      .where(
        and(
          isNotNull(members.registeredAt),
          isNull(members.deactivatedAt),
          isNotNull(members.hireDate),
          sql`to_char(${members.hireDate}, 'MM') = ${String(on.month).padStart(2, '0')}`,
          inArray(sql`to_char(${members.hireDate}, 'DD')`, days),
        ),
      )
      .orderBy(members.id);
    const carded = await cardedAlready(
      tx,
      candidates.map((m) => anniversaryKey(on.year, m.id)),
    );
    const celebrating = candidates
      .map((m) => ({ ...m, years: anniversaryYearsOn(m.hireDate ?? '', on) }))
      .filter((m) => m.years > 0 && !carded.has(anniversaryKey(on.year, m.id)));
    if (celebrating.length === 0) return 'no work anniversaries';
    const programme = settings.programmeName;
    const pointsOf = (years: number) => Math.max(0, settings.anniversaryPoints?.[years] ?? 0);
    const gifts = celebrating.filter((m) => pointsOf(m.years) > 0);
    const transferIds = await postTransfers(
      tx,
      gifts.map((m): TransferInput => {
        const points = pointsOf(m.years);
        const description: StatementWording = { kind: 'anniversary', years: m.years, programme };
        return {
          kind: 'grant',
          memberId: null,
          reference: anniversaryKey(on.year, m.id),
          createdAt: now,
          postings: [
            { account: { programme: accountKind.funding }, amount: -points, description },
            {
              account: { memberId: m.id, kind: accountKind.redeemable },
              amount: points,
              description,
            },
          ],
        };
      }),
    );
    const transferOf = new Map(gifts.map((m, i) => [m.id, transferIds[i] ?? null]));
    const written = await tx
      .insert(awards)
      .values(
        celebrating.map((m) => ({
          type: 'thankyou' as const,
          giverMemberId: null,
          giverDivisionId: null,
          value: 'Congratulations!',
          points: pointsOf(m.years),
          // The wall words the card in its reader's language; this is what reports show.
          message: `${String(m.years)} years at ${programme}`,
          sendBy: 'email',
          transferId: transferOf.get(m.id) ?? null,
          createdAt: now,
          milestone: 'anniversary' as const,
          milestoneYears: m.years,
          milestoneKey: anniversaryKey(on.year, m.id),
        })),
      )
      .returning({ id: awards.id });
    await tx.insert(awardRecipients).values(
      celebrating.map((m, i) => ({
        awardId: written[i]?.id ?? 0,
        memberId: m.id,
        divisionId: m.divisionId,
        createdAt: now,
      })),
    );
    await enqueue(
      tx,
      { now },
      ...celebrating.map((m): OutgoingMessage => {
        const points = pointsOf(m.years);
        const { subject, body } = inLanguage(m.language, () => ({
          subject: milestoneMessages.anniversarySubject({ firstname: m.firstname }),
          body: milestoneMessages.anniversaryMessage({
            programme,
            years: m.years,
            gift: points > 0,
            points: String(points),
          }),
        }));
        return m.email !== ''
          ? { kind: 'award', channel: 'email', to: m.email, subject, body }
          : { kind: 'award', channel: 'sms', to: m.cellE164, body };
      }),
    );
    const given = gifts.reduce((sum, m) => sum + pointsOf(m.years), 0);
    return `${String(celebrating.length)} work anniversar${celebrating.length === 1 ? 'y' : 'ies'}${given > 0 ? ` and ${String(given)} points` : ''}`;
  });
}

/**
 * Every job for the moment `now`: last month's expiry before this month's allowance (so the new allowance
 * is not expired), then today's birthdays and work anniversaries. Safe to call any number of times.
 */
export async function runJobs(db: Db, settings: JobSettings, now: Date): Promise<JobReport[]> {
  return [
    await expireAllowances(db, settings, now),
    await grantAllowances(db, settings, now),
    await birthdayShoutOuts(db, settings, now),
    await anniversaryCards(db, settings, now),
  ];
}

/**
 * Runs the jobs inside the server: soon after start and then every hour (each job does its work once per
 * period, so the hourly check only finds a new month or day). Returns a function that stops the timer.
 */
export function scheduleJobs(
  db: Db,
  settings: JobSettings,
  now: () => Date,
  log: (line: string) => void,
  afterChange: () => void,
): () => void {
  const run = async () => {
    try {
      const reports = await runJobs(db, settings, now());
      const ran = reports.filter((r) => r.ran);
      for (const r of ran) log(`Job ${r.job} ${r.period}: ${r.summary}`);
      if (ran.length > 0) afterChange();
      // The Insights' roll-ups of the last year's ended months and days, made here rather than by the
      // first operator to open Insights (after the first run, only the day that has just ended).
      const at = now();
      await rollUpMonths(
        db,
        { start: new Date(at.getTime() - 366 * 86_400_000), end: at },
        settings.timeZone,
        at,
      );
      // And the outstanding balance's snapshot of the hour before this one.
      await snapshotOutstanding(db, at);
    } catch (error) {
      // describeError: a failed statement's values (drizzle's message lists them) stay out of the log.
      log(`The periodic jobs failed: ${describeError(error)}`);
    }
  };
  const first = setTimeout(() => void run(), 5_000);
  const hourly = setInterval(() => void run(), 60 * 60_000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
