import { splitPoints, toCsv } from '@plaudit/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { audit, type Actor } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  accountKind,
  accounts,
  clusters,
  members,
  transfers,
  type MemberAccountKind,
} from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { postTransfer } from '../ledger/ledger.ts';
import { cellCandidates } from '../phone.ts';
import { statementRecords } from '../reports/reports.ts';

/** The command line's operations on one member: find by cell number, adjust a balance, export a statement. */

export interface FoundMember {
  id: number;
  firstname: string;
  surname: string;
  cellNational: string;
}

/** The member a typed cell number names (local form in any programme country, or +international). */
export async function findMemberByCell(db: Db, typed: string): Promise<FoundMember | undefined> {
  const regions = (await db.select({ region: clusters.phoneRegion }).from(clusters)).map(
    (r) => r.region,
  );
  const candidates = cellCandidates(typed, [...new Set(regions)]);
  if (candidates.length === 0) return undefined;
  const rows = await db
    .select({
      id: members.id,
      firstname: members.firstname,
      surname: members.surname,
      cellNational: members.cellNational,
      cellE164: members.cellE164,
    })
    .from(members)
    .where(inArray(members.cellE164, candidates));
  return candidates.map((c) => rows.find((r) => r.cellE164 === c)).find((r) => r !== undefined);
}

export const accountNames: Record<string, MemberAccountKind> = {
  points: accountKind.redeemable,
  payitforward: accountKind.payItForward,
  management: accountKind.management,
};

export type { Actor } from '../db/audit.ts';

/**
 * A change the command line makes with the operator services (adjustments, grants, refunds, a new
 * administrator), in one transaction; the console runs the same services through withIdempotency. The
 * command line is a process of its own: no cache or dispatcher of the server's hears of the change
 * (their copies last seconds).
 */
export function commandLineChange<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, change);
}

/** An adjustment of one member balance, as the command line and the console ask for it. */
export interface Adjustment {
  memberId: number;
  kind: MemberAccountKind;
  points: number;
  reason: string;
  reference?: string;
  now: Date;
  actor: Actor;
}

/** What an adjustment did: its transfer and the balance before and after it. */
export interface Adjusted {
  transferId: number;
  before: number;
  after: number;
}

/**
 * adjustBalance inside the caller's transaction (which may hold other claims, as the console's
 * Idempotency-Key): the transfer and its audit row are written together or not at all. Returns undefined
 * when the reference was used before; throws InsufficientPoints (the caller's transaction must then roll
 * back, and it does when the error leaves its callback).
 */
export async function adjustBalanceIn(tx: Tx, input: Adjustment): Promise<Adjusted | undefined> {
  const reference = input.reference ? `adjustment:${input.reference}` : undefined;
  if (reference) {
    const [used] = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(and(eq(transfers.kind, 'adjustment'), eq(transfers.reference, reference)));
    if (used) return undefined;
  }
  const transferId = await postTransfer(tx, {
    kind: 'adjustment',
    memberId: input.actor.kind === 'console' ? input.actor.memberId : null,
    ...(reference ? { reference } : {}),
    createdAt: input.now,
    postings: [
      {
        account: { programme: accountKind.funding },
        amount: -input.points,
        description: input.reason,
      },
      {
        account: { memberId: input.memberId, kind: input.kind },
        amount: input.points,
        description: input.reason,
      },
    ],
  });
  // The account is this transaction's (postTransfer locked it), so its balance now is the one just written.
  const [account] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, input.memberId), eq(accounts.kind, input.kind)));
  if (!account) throw new Error('The adjusted account is gone.');
  const after = account.balance;
  const before = after - input.points;
  await audit(tx, {
    at: input.now,
    actor: input.actor,
    action: 'member.adjust',
    targetMemberId: input.memberId,
    before: { account: input.kind, balance: before },
    after: { account: input.kind, balance: after, transferId },
    reason: input.reason,
  });
  return { transferId, before, after };
}

/**
 * Moves points into (positive) or out of (negative) a member's account, against the programme's funding,
 * with the reason on the member's statement and in the audit log (one transaction). A reference, when
 * given, makes it happen once. Returns what it did, or undefined when the reference was used before;
 * throws InsufficientPoints.
 */
export async function adjustBalance(db: Db, input: Adjustment): Promise<Adjusted | undefined> {
  return commandLineChange(db, (tx) => adjustBalanceIn(tx, input));
}

/** A member's statement of one account as CSV (Date, Description, Debit, Credit; newest first). */
export async function statementCsv(
  db: Db,
  memberId: number,
  kind: MemberAccountKind,
): Promise<{ csv: string; rows: number; balance: number }> {
  const records = JSON.parse(await statementRecords(db, memberId, kind)) as [
    string,
    string,
    number,
  ][];
  const rows = records.map(([date, description, points]) => {
    const { debit, credit } = splitPoints(points);
    return [date, description, debit, credit];
  });
  const balance = records.reduce((sum, r) => sum + r[2], 0);
  return {
    csv: toCsv([
      ['Date (UTC)', 'Description', 'Debit', 'Credit'],
      ...rows,
      ['', 'Balance', '', balance],
    ]),
    rows: records.length,
    balance,
  };
}
