import { consoleMessages, operationsMessages } from '@plaudit/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { audit, type Actor } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { accountKind, accounts, clusters, divisions, members } from '../db/schema.ts';
import { postTransfer, type TransferInput } from '../ledger/ledger.ts';
import { fieldRefusal, notFound } from '../refusals.ts';

/**
 * Managers' recognition budgets (DESIGN.md "Operating the programme"): what each was granted and spent
 * in a month and has left, and grants from the programme's funding through the ledger. The CSV import,
 * the command line's grant-budget and the console's grant all build their transfers here.
 */

/** A grant of `points` to a manager's budget from the programme's funding, with its statement line. */
export function budgetGrantTransfer(grant: {
  managerId: number;
  points: number;
  description: string;
  reference?: string;
  actorMemberId: number | null;
  now: Date;
}): TransferInput {
  return {
    kind: 'grant',
    memberId: grant.actorMemberId,
    ...(grant.reference === undefined ? {} : { reference: grant.reference }),
    createdAt: grant.now,
    postings: [
      {
        account: { programme: accountKind.funding },
        amount: -grant.points,
        description: grant.description,
      },
      {
        account: { memberId: grant.managerId, kind: accountKind.management },
        amount: grant.points,
        description: grant.description,
      },
    ],
  };
}

/** A manager as the budgets screen lists them. */
export interface ManagerBudget {
  memberId: number;
  name: string;
  cellNum: string;
  division: string;
  divisionCode: string;
  cluster: string;
  /** Points granted to the budget in the month. */
  granted: number;
  /** Points given from the budget in the month (awards). */
  spent: number;
  /** The budget's balance now. */
  left: number;
}

/**
 * Every manager's budget for the month [start, end): granted (grant transfers in), spent (what left the
 * budget) and what is left now; by cluster, division and name.
 */
export async function managerBudgets(
  db: Db | Tx,
  start: Date,
  end: Date,
): Promise<ManagerBudget[]> {
  const rows = await rowsOf<{
    member_id: number;
    firstname: string;
    surname: string;
    cell: string;
    division: string;
    division_code: string;
    cluster: string;
    granted: number | string;
    spent: number | string;
    balance: number | null;
  }>(
    db,
    sql`select m.id as member_id, m.firstname, m.surname, m.cell_national as cell,
          d.name as division, d.code as division_code, c.code as cluster,
          coalesce(month.granted, 0) as granted, coalesce(month.spent, 0) as spent,
          a.balance
        from ${members} m
        join ${divisions} d on d.id = m.division_id
        join ${clusters} c on c.id = m.cluster_id
        left join ${accounts} a on a.member_id = m.id and a.kind = ${accountKind.management}
        left join lateral (
          select sum(case when t.kind = 'grant' and e.amount > 0 then e.amount else 0 end)::integer as granted,
                 sum(case when e.amount < 0 then -e.amount else 0 end)::integer as spent
          from ledger_entries e join transfers t on t.id = e.transfer_id
          where e.account_id = a.id and e.created_at >= ${start} and e.created_at < ${end}
        ) month on true
        where m.is_manager
        order by c.sort_order, c.code, d.name, m.surname, m.firstname, m.id`,
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    name: `${r.firstname} ${r.surname}`,
    cellNum: r.cell,
    division: r.division,
    divisionCode: r.division_code,
    cluster: r.cluster,
    granted: Number(r.granted),
    spent: Number(r.spent),
    left: Number(r.balance ?? 0),
  }));
}

/** Whom a grant is for: one manager, or every manager of a division. */
export type GrantTarget = { readonly memberId: number } | { readonly divisionCode: string };

/** A grant as the command line and the console ask for it. */
export interface BudgetGrant {
  readonly target: GrantTarget;
  readonly points: number;
  readonly reason: string;
  readonly now: Date;
  readonly actor: Actor;
}

/** What a grant did: each manager's budget before and after. */
export interface Granted {
  readonly managers: { memberId: number; before: number; after: number; transferId: number }[];
}

/**
 * Grants each manager of the target `points` from the programme's funding, one transfer each, with an
 * audit row each (who, why, the budget before and after), inside the caller's transaction. Refused
 * (the transaction then writes nothing) for an unknown member (notFound), a member who is not an active
 * manager, an unknown division or one without active managers (on their field).
 */
export async function grantBudgetsIn(tx: Tx, grant: BudgetGrant): Promise<Granted> {
  const managerRows = (where: ReturnType<typeof eq>) =>
    tx
      .select({
        id: members.id,
        firstname: members.firstname,
        surname: members.surname,
        isManager: members.isManager,
        active: isNull(members.deactivatedAt),
      })
      .from(members)
      .where(where)
      .orderBy(asc(members.id));
  let managerIds: number[];
  if ('memberId' in grant.target) {
    const [one] = await managerRows(eq(members.id, grant.target.memberId));
    if (!one) throw notFound(consoleMessages.memberNotFound);
    const name = `${one.firstname} ${one.surname}`;
    if (!one.isManager) throw fieldRefusal('memberId', operationsMessages.notAManager(name));
    if (!one.active) throw fieldRefusal('memberId', operationsMessages.deactivatedManager(name));
    managerIds = [one.id];
  } else {
    const code = grant.target.divisionCode.trim();
    const [division] = await tx
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(eq(divisions.code, code));
    if (!division) throw fieldRefusal('divisionCode', operationsMessages.unknownDivision(code));
    const found = await managerRows(eq(members.divisionId, division.id));
    // A manager who has left (deactivated) is granted nothing: the points could only sit unspent.
    managerIds = found.filter((m) => m.isManager && m.active).map((m) => m.id);
    if (managerIds.length === 0)
      throw fieldRefusal('divisionCode', operationsMessages.divisionWithoutManagers(division.name));
  }
  const actorMemberId = grant.actor.kind === 'console' ? grant.actor.memberId : null;
  const description = operationsMessages.budgetDescription(grant.reason);
  // Each budget's balance is read after its transfer, which holds the account's lock until the commit:
  // read before it, a grant running at the same time could change it in between.
  const transferIds: number[] = [];
  const after = new Map<number, number>();
  for (const managerId of managerIds) {
    transferIds.push(
      await postTransfer(
        tx,
        budgetGrantTransfer({
          managerId,
          points: grant.points,
          description,
          actorMemberId,
          now: grant.now,
        }),
      ),
    );
    const [account] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.memberId, managerId), eq(accounts.kind, accountKind.management)));
    after.set(managerId, account?.balance ?? 0);
  }
  const managers = managerIds.map((memberId, i) => ({
    memberId,
    before: (after.get(memberId) ?? 0) - grant.points,
    after: after.get(memberId) ?? 0,
    transferId: transferIds[i] ?? 0,
  }));
  await audit(
    tx,
    managers.map((m) => ({
      at: grant.now,
      actor: grant.actor,
      action: 'budget.grant',
      targetMemberId: m.memberId,
      before: { account: accountKind.management, balance: m.before },
      after: {
        account: accountKind.management,
        balance: m.after,
        transferId: m.transferId,
        ...('divisionCode' in grant.target ? { divisionCode: grant.target.divisionCode } : {}),
      },
      reason: grant.reason,
    })),
  );
  return { managers };
}
