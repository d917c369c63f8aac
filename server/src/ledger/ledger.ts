import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { claimStatement, storedAnswer, type Idempotency } from '../db/idempotency.ts';
import { executePrepared } from '../db/prepared.ts';
import { rowsOf } from '../db/rows.ts';
import {
  accounts,
  ledgerEntries,
  memberAccountKinds,
  transfers,
  type MemberAccountKind,
  type ProgrammeAccountKind,
  type TransferKind,
} from '../db/schema.ts';
import { alongsideParts, type Alongside } from './alongside.ts';
import { storedEntryText, type EntryText } from './wording.ts';

export type { Alongside, AwardRow } from './alongside.ts';

/**
 * The one module that changes balances (DESIGN.md "The ledger"): every change is a transfer whose entries
 * sum to zero; a debit is a conditional update that the database refuses when the balance would go below
 * zero; the accounts of a transfer are locked in id order; nothing is read, changed in code and written back.
 */

/** A member's balance, or the programme's side. */
export interface MemberAccountRef {
  readonly memberId: number;
  readonly kind: MemberAccountKind;
}
export interface ProgrammeAccountRef {
  readonly programme: ProgrammeAccountKind;
}
export type AccountRef = MemberAccountRef | ProgrammeAccountRef;

export interface Posting {
  readonly account: AccountRef;
  /** Positive credits the account, negative debits it. */
  readonly amount: number;
  /**
   * What the entry means to the account's owner (the statements show it): a wording, read in the reader's
   * language, or a text written out (an operator's reason, a product's name).
   */
  readonly description: EntryText;
  /** For awards: who gave (on a recipient's entry) or received (on the giver's). */
  readonly counterpartyMemberId?: number | null;
}

export interface TransferInput {
  readonly kind: TransferKind;
  /** Who caused it; null for the programme's own jobs. */
  readonly memberId: number | null;
  /** Unique per kind where given: a second transfer with the same reference is refused by the database. */
  readonly reference?: string;
  readonly createdAt: Date;
  readonly postings: readonly Posting[];
}

/** A member account had too few points for a debit; nothing of the transfer was written. */
export class InsufficientPoints extends Error {
  constructor(
    readonly account: AccountRef,
    /** The balance when the debit was refused. */
    readonly available: number,
    /** The points the transfer wanted from the account. */
    readonly needed: number,
  ) {
    super(`The account has ${available} points; the transfer needs ${needed}.`);
    this.name = 'InsufficientPoints';
  }
}

const isProgramme = (ref: AccountRef): ref is ProgrammeAccountRef => 'programme' in ref;
const refKey = (ref: AccountRef) =>
  isProgramme(ref) ? `programme:${ref.programme}` : `${ref.memberId}:${ref.kind}`;

function checkBalanced(input: TransferInput): void {
  if (input.postings.length < 2) throw new Error('A transfer needs two entries or more.');
  let sum = 0;
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new Error(`An entry moves a whole, non-zero number of points (got ${p.amount}).`);
    sum += p.amount;
  }
  if (sum !== 0) throw new Error(`A transfer's entries must sum to zero (they sum to ${sum}).`);
}

/** Opens the three accounts of each member that lacks them (a new member, an import). */
export async function openMemberAccounts(tx: Db | Tx, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await tx
    .insert(accounts)
    .values(memberIds.flatMap((memberId) => memberAccountKinds.map((kind) => ({ memberId, kind }))))
    .onConflictDoNothing();
}

async function openProgrammeAccounts(tx: Db | Tx, kinds: readonly ProgrammeAccountKind[]) {
  if (kinds.length === 0) return;
  await tx
    .insert(accounts)
    .values(kinds.map((kind) => ({ memberId: null, kind })))
    .onConflictDoNothing({ target: accounts.kind, where: sql`${accounts.memberId} is null` });
}

/** The account ids of the refs, opening any account that does not exist yet. */
async function accountIds(tx: Tx, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const memberRefs = refs.filter((r): r is MemberAccountRef => !isProgramme(r));
  const programmeKinds = [...new Set(refs.filter(isProgramme).map((r) => r.programme))];
  const memberIds = [...new Set(memberRefs.map((r) => r.memberId))];
  const read = () =>
    tx
      .select({ id: accounts.id, memberId: accounts.memberId, kind: accounts.kind })
      .from(accounts)
      .where(
        sql`(${memberIds.length > 0 ? inArray(accounts.memberId, memberIds) : sql`false`}) or (${
          programmeKinds.length > 0
            ? and(isNull(accounts.memberId), inArray(accounts.kind, programmeKinds))
            : sql`false`
        })`,
      );
  const found = new Map<string, number>();
  const keep = (rows: Awaited<ReturnType<typeof read>>) => {
    for (const row of rows) {
      const key = row.memberId === null ? `programme:${row.kind}` : `${row.memberId}:${row.kind}`;
      found.set(key, row.id);
    }
  };
  keep(await read());
  const missing = refs.filter((r) => !found.has(refKey(r)));
  if (missing.length > 0) {
    await openAccounts(tx, missing);
    keep(await read());
  }
  return found;
}

const intArray = (values: readonly (number | null)[]) => sql`${sql.param(values)}::integer[]`;
const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

/** What `post` writes, in one statement. */
export interface Post<T> {
  /** The transfer; absent when only the rows alongside are written (a Shout Out, an order a promo code paid). */
  readonly transfer?: TransferInput;
  /** What is written with it, exactly when it is. */
  readonly alongside?: readonly Alongside[];
  /** The request's Idempotency-Key: claimed in the same statement, so it is written exactly once. */
  readonly idempotency?: Idempotency<T>;
}

export type Posted<T> =
  /** Written; the transfer's id (undefined without a transfer). */
  | { readonly outcome: 'written'; readonly transferId: number | undefined }
  /** A committed request holds the Idempotency-Key: nothing was written; its answer. */
  | { readonly outcome: 'replayed'; readonly answer: T };

const refusal = 'PLD01';

interface Refusal {
  memberId: number | null;
  kind: string;
  balance: number;
  needed: number;
}

/** The database's refusal of a debit (plaudit_refuse_debit, raised by the transfer's statement). */
function refusedDebit(error: unknown): Refusal | undefined {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code === refusal && typeof detail === 'string') return JSON.parse(detail) as Refusal;
  }
  return undefined;
}

/** Runs a statement of a transfer: a refused debit becomes InsufficientPoints. */
async function run<T extends object>(db: Db | Tx, statement: SQL): Promise<T | undefined> {
  try {
    return (await executePrepared<T>(db, statement)).rows[0];
  } catch (error) {
    const refused = refusedDebit(error);
    if (!refused) throw error;
    const ref: AccountRef =
      refused.memberId === null
        ? { programme: refused.kind as ProgrammeAccountKind }
        : { memberId: refused.memberId, kind: refused.kind as MemberAccountKind };
    throw new InsufficientPoints(ref, refused.balance, refused.needed);
  }
}

/** The transfer's postings and the accounts they name (`entry.account_id` null where one is not open). */
function entrySql(input: TransferInput): SQL {
  const { postings } = input;
  const refs = postings.map((p) => p.account);
  const texts = postings.map((p) => storedEntryText(p.description));
  return sql`
    posting as (
      select * from unnest(
        ${intArray(refs.map((r) => (isProgramme(r) ? null : r.memberId)))},
        ${textArray(refs.map((r) => (isProgramme(r) ? r.programme : r.kind)))},
        ${intArray(postings.map((p) => p.amount))},
        ${textArray(texts.map((t) => t.description))},
        ${textArray(texts.map((t) => (t.wording ? JSON.stringify(t.wording) : null)))},
        ${intArray(postings.map((p) => p.counterpartyMemberId ?? null))}
      ) with ordinality as p(member_id, kind, amount, description, wording, counterparty, n)),
    entry as (
      select p.n, p.amount, p.description, p.wording::jsonb as wording, p.counterparty, case when p.member_id is null
          then (select a.id from ${accounts} a where a.member_id is null and a.kind = p.kind)
          else (select a.id from ${accounts} a where a.member_id = p.member_id and a.kind = p.kind)
        end as account_id
      from posting p)`;
}

const opened = sql`not exists (select 1 from entry where account_id is null)`;

/** The transfer's row and its entries, written when `when` holds. */
const transferSql = (input: TransferInput, when: SQL) => sql`
    transfer as (
      insert into ${transfers} (kind, member_id, reference, created_at)
      select ${input.kind}, ${input.memberId}::integer, ${input.reference ?? null}::text, ${input.createdAt}
      where ${when}
      returning id),
    entries as (
      insert into ${ledgerEntries}
        (transfer_id, account_id, amount, description, wording, counterparty_member_id, created_at)
      select transfer.id, e.account_id, e.amount, e.description, e.wording, e.counterparty, ${input.createdAt}
      from transfer, entry e order by e.n
      returning account_id)`;

// The lock comes after the sort, so the accounts are locked in id order. 'No key update' is the lock an
// update of the balance takes anyway; unlike 'for update' it lets other transfers' entries (whose foreign
// keys take a key-share lock on these accounts) be written meanwhile. An account the update leaves alone
// (it would go below zero) fails the statement, with its balance and the points asked of it. That
// balance is the locked row's: a locking read returns the newest version once the lock is had, where the
// statement's own snapshot may predate transfers committed while it waited (a refusal would then name
// a balance already spent).
const balancesSql = sql`
    change as (
      select e.account_id as id, sum(e.amount)::integer as delta from entry e, transfer
      group by e.account_id having sum(e.amount) <> 0),
    locked as (
      select a.id, a.balance from ${accounts} a where a.id in (select id from change) order by a.id
      for no key update),
    updated as (
      update ${accounts} as a set balance = a.balance + c.delta
      from change c, locked
      where a.id = c.id and locked.id = a.id and (a.member_id is null or a.balance + c.delta >= 0)
      returning a.id)`;

const outcomeSql = sql`(select plaudit_refuse_debit(a.id, a.member_id, a.kind, l.balance, -c.delta)
      from change c join ${accounts} a on a.id = c.id join locked l on l.id = a.id
      where c.id not in (select id from updated) limit 1) as refused`;

interface Written {
  transfer_id: number | string | null;
  /** Every account the transfer names is open. */
  opened: boolean;
  /** The Idempotency-Key is now this request's (or there is none). */
  claimed: boolean;
}

/**
 * Writes a transfer, what is written with it and its Idempotency-Key's claim in one statement (one round
 * trip: on the database itself, its own transaction; in the caller's transaction, a part of it). The
 * accounts are found by owner and kind; the claim, the transfer and its entries and the rows alongside are
 * written, then the balances change, locked in id order by a conditional update (a member account only
 * while it stays at zero or above): a busy account is held only from there to the commit. Nothing is
 * written when a committed request holds the key ('replayed', with its answer; a request still under way with it is waited for). When an account does not
 * exist yet nothing is written: the accounts are opened and the statement runs once more. Throws
 * InsufficientPoints when a member account would go below zero: the statement then wrote nothing (in a
 * transaction, the caller must roll it back, as it is when the error leaves the transaction's callback).
 */
export async function post<T = never>(db: Db | Tx, request: Post<T>): Promise<Posted<T>> {
  const { transfer: input, alongside = [], idempotency } = request;
  if (input) checkBalanced(input);
  const ready = input ? opened : sql`true`;
  const guard = idempotency
    ? sql`guard as (${claimStatement(idempotency.claim, idempotency.answer, ready)}),`
    : sql``;
  const when = idempotency ? sql`${ready} and exists (select 1 from guard)` : ready;
  const parts = alongsideParts(alongside);
  const rows =
    parts.length > 0
      ? sql`, ${sql.join(
          parts.map((p) => sql`${sql.identifier(p.name)} as (${p.statement})`),
          sql`, `,
        )}`
      : sql``;
  // A statement's parts run as its answer reads them: the rows first, the balances (and locks) last.
  const answer = sql.join(
    [
      sql`(select id from transfer) as transfer_id`,
      sql`${input ? opened : sql`true`} as opened`,
      sql`${idempotency ? sql`exists (select 1 from guard)` : sql`true`} as claimed`,
      ...[...(input ? [sql`entries`] : []), ...parts.map((p) => sql.identifier(p.name))].map(
        (name) => sql`(select count(*) from ${name})`,
      ),
    ],
    sql`, `,
  );
  const statement = input
    ? sql`with ${entrySql(input)}, ${guard} ${transferSql(input, when)} ${rows}, ${balancesSql}
        select ${answer}, ${outcomeSql}`
    : sql`with ${guard} transfer as (select null::bigint as id where ${when}) ${rows}
        select ${answer}`;

  let written = await run<Written>(db, statement);
  if (input && written?.opened === false) {
    await openAccounts(
      db,
      input.postings.map((p) => p.account),
    );
    written = await run<Written>(db, statement);
  }
  if (!written) throw new Error('The transfer was not written.');
  if (!written.claimed && idempotency)
    return { outcome: 'replayed', answer: await storedAnswer<T>(db, idempotency.claim) };
  if (!input) return { outcome: 'written', transferId: undefined };
  const transferId = Number(written.transfer_id);
  if (written.transfer_id === null || !Number.isSafeInteger(transferId))
    throw new Error('The transfer was not written.');
  return { outcome: 'written', transferId };
}

/** Posts one transfer (`post` of the transfer alone) and returns its id; throws InsufficientPoints (see `post`). */
export async function postTransfer(db: Db | Tx, input: TransferInput): Promise<number> {
  const posted = await post(db, { transfer: input });
  if (posted.outcome !== 'written' || posted.transferId === undefined)
    throw new Error('The transfer was not written.');
  return posted.transferId;
}

/** Opens the accounts of the refs that do not exist yet (a member or programme account's first transfer). */
async function openAccounts(tx: Db | Tx, refs: readonly AccountRef[]): Promise<void> {
  await openMemberAccounts(tx, [
    ...new Set(refs.filter((r): r is MemberAccountRef => !isProgramme(r)).map((r) => r.memberId)),
  ]);
  await openProgrammeAccounts(tx, [...new Set(refs.filter(isProgramme).map((r) => r.programme))]);
}

/**
 * Posts many transfers at once into a ledger that is being filled (the demo seed, a bulk import): the entries
 * are written first and each account then moves by the sum of its new entries in one statement, so a
 * balance still never goes below zero (the database's check) and always equals its entries. Returns the
 * transfer ids in input order.
 */
export async function postTransfers(tx: Tx, inputs: readonly TransferInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  inputs.forEach(checkBalanced);
  const ids = await accountIds(
    tx,
    inputs.flatMap((i) => i.postings.map((p) => p.account)),
  );
  const transferIds: number[] = [];
  for (let i = 0; i < inputs.length; i += 500) {
    const rows = await tx
      .insert(transfers)
      .values(
        inputs.slice(i, i + 500).map((t) => ({
          kind: t.kind,
          memberId: t.memberId,
          reference: t.reference ?? null,
          createdAt: t.createdAt,
        })),
      )
      .returning({ id: transfers.id });
    transferIds.push(...rows.map((r) => r.id));
  }
  const entries = inputs.flatMap((t, i) =>
    t.postings.map((p) => ({
      transferId: transferIds[i] ?? 0,
      accountId: ids.get(refKey(p.account)) ?? 0,
      amount: p.amount,
      ...storedEntryText(p.description),
      counterpartyMemberId: p.counterpartyMemberId ?? null,
      createdAt: t.createdAt,
    })),
  );
  for (let i = 0; i < entries.length; i += 500)
    await tx.insert(ledgerEntries).values(entries.slice(i, i + 500));
  for (let i = 0; i < transferIds.length; i += 5000) {
    const batch = transferIds.slice(i, i + 5000);
    await tx.execute(
      sql`update ${accounts} as a set balance = a.balance + s.total
          from (select account_id, sum(amount)::integer as total from ${ledgerEntries}
                where ${inArray(ledgerEntries.transferId, batch)} group by account_id) as s
          where a.id = s.account_id`,
    );
  }
  return transferIds;
}

export interface LedgerReport {
  /** Transfers whose entries do not sum to zero, or that have fewer than two entries. */
  unbalancedTransfers: { transferId: number; sum: number; entries: number }[];
  /** Accounts whose balance differs from the sum of their entries. */
  mismatchedAccounts: { accountId: number; balance: number; entries: number }[];
  /** Member accounts below zero (the database's check should make this impossible). */
  negativeMemberAccounts: { accountId: number; balance: number }[];
  ok: boolean;
}

/** The ledger's invariants (DESIGN.md): the tests, the command line and the soak run call this. */
export async function checkLedger(db: Db | Tx): Promise<LedgerReport> {
  // Transfer ids are bigint, which a raw statement answers as text: every column is made a number here.
  const numbers = <T>(rows: Record<string, unknown>[]) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]))) as T[];
  const [unbalanced, mismatched, negative] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select t.id as "transferId", coalesce(sum(e.amount), 0)::integer as sum, count(e.id)::integer as entries
          from ${transfers} t left join ${ledgerEntries} e on e.transfer_id = t.id
          group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
          order by t.id limit 100`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select a.id as "accountId", a.balance, coalesce(s.total, 0)::integer as entries
          from ${accounts} a
          left join (select account_id, sum(amount) as total from ${ledgerEntries} group by account_id) s
            on s.account_id = a.id
          where a.balance <> coalesce(s.total, 0)
          order by a.id limit 100`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select id as "accountId", balance from ${accounts}
          where member_id is not null and balance < 0 order by id limit 100`,
    ),
  ]);
  const report = {
    unbalancedTransfers: numbers<LedgerReport['unbalancedTransfers'][number]>(unbalanced),
    mismatchedAccounts: numbers<LedgerReport['mismatchedAccounts'][number]>(mismatched),
    negativeMemberAccounts: numbers<LedgerReport['negativeMemberAccounts'][number]>(negative),
  };
  return {
    ...report,
    ok:
      report.unbalancedTransfers.length === 0 &&
      report.mismatchedAccounts.length === 0 &&
      report.negativeMemberAccounts.length === 0,
  };
}
