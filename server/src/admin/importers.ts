import {
  adjustmentPointsMax,
  budgetGrantMax,
  fieldLimits,
  importMessages,
  isValidDob,
  parseHireDate,
  parseWireDate,
  storedIntegerMax,
} from '@plaudit/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { audit, type AuditEntry } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import { budgetGrantTransfer } from './budgets.ts';
import {
  accountKind,
  accounts,
  clusters,
  divisions,
  members,
  recommendationTransactions,
  transfers,
  type MemberAccountKind,
} from '../db/schema.ts';
import { openMemberAccounts, postTransfers } from '../ledger/ledger.ts';
import { cellCandidates, cellForms } from '../phone.ts';
import {
  applyByKey,
  type ApplyContext,
  type Existing,
  type Importer,
  type RowOutcome,
} from './framework.ts';
import { wholeNumber, yesNo } from './cells.ts';

/**
 * The command line's CSV imports (server/README.md "The admin command line"). Each names its natural key:
 * a cluster and a division by code, a member by cell number (normalised in the division's country), a
 * budget grant by its reference, a recommendation by its transaction id.
 */

const tooLong = (label: string, text: string, max: number) =>
  text.length > max ? `${label} is longer than ${max} characters` : undefined;

// clusters -------------------------------------------------------------------------------------------

interface ClusterRow {
  code: string;
  name: string;
  phoneRegion: string;
  productCurrency: string;
  currencySymbol: string;
  currencyDecimalPlaces: number;
  isTruncateCents: boolean;
  isCurrencySymbolSuffix: boolean;
  deliveryType: string;
  currencyRateMoney: string;
}

export const clusterImporter: Importer<ClusterRow, Existing<ClusterRow>> = {
  name: 'clusters',
  required: ['code', 'name', 'phoneRegion', 'productCurrency', 'currencySymbol'],
  keyColumns: ['code'],
  optional: [
    'currencyDecimalPlaces',
    'isTruncateCents',
    'isCurrencySymbolSuffix',
    'deliveryType',
    'currencyRateMoney',
  ],
  async lookup(db) {
    const rows = await db.select().from(clusters);
    return new Map(rows.map((r) => [r.code, r]));
  },
  parse(r) {
    const code = r.code ?? '';
    if (!/^[A-Z0-9-]{1,20}$/.test(code))
      return 'code must be 1–20 capital letters, digits or dashes';
    if (!r.name) return 'name is empty';
    const region = (r.phoneRegion ?? '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(region)) return 'phoneRegion must be a two-letter country code (ZA)';
    const decimals = r.currencyDecimalPlaces ? wholeNumber(r.currencyDecimalPlaces) : 2;
    if (decimals === undefined || decimals < 0 || decimals > 4)
      return 'currencyDecimalPlaces must be 0 to 4';
    const truncate = yesNo(r.isTruncateCents);
    const suffix = yesNo(r.isCurrencySymbolSuffix);
    if (truncate === undefined) return 'isTruncateCents must be Y or N';
    if (suffix === undefined) return 'isCurrencySymbolSuffix must be Y or N';
    const delivery = (r.deliveryType || 'Z').toUpperCase();
    if (!['C', 'Z'].includes(delivery)) return 'deliveryType must be C or Z';
    const rate = r.currencyRateMoney || '1';
    if (!/^\d+(\.\d+)?$/.test(rate) || Number(rate) <= 0)
      return 'currencyRateMoney must be a positive number';
    return {
      key: code,
      value: {
        code,
        name: r.name ?? '',
        phoneRegion: region,
        productCurrency: (r.productCurrency ?? '').toUpperCase(),
        currencySymbol: r.currencySymbol ?? '',
        currencyDecimalPlaces: decimals,
        isTruncateCents: truncate,
        isCurrencySymbolSuffix: suffix,
        deliveryType: delivery,
        currencyRateMoney: rate,
      },
    };
  },
  apply: (tx, rows, existing) =>
    applyByKey(rows, existing, {
      insert: (values) => tx.insert(clusters).values(values),
      update: (id, value) => tx.update(clusters).set(value).where(eq(clusters.id, id)),
    }),
};

// divisions ------------------------------------------------------------------------------------------

interface DivisionRow {
  code: string;
  name: string;
  kind: string;
  clusterId: number;
}

export const divisionImporter: Importer<
  DivisionRow,
  { divisions: Existing<DivisionRow>; clusters: Map<string, number> }
> = {
  name: 'divisions',
  required: ['code', 'name', 'kind', 'clusterCode'],
  keyColumns: ['code'],
  async lookup(db) {
    const [d, c] = await Promise.all([
      db.select().from(divisions),
      db.select({ id: clusters.id, code: clusters.code }).from(clusters),
    ]);
    return {
      divisions: new Map(d.map((r) => [r.code, r])),
      clusters: new Map(c.map((r) => [r.code, r.id])),
    };
  },
  parse(r, lookup) {
    const code = r.code ?? '';
    if (!/^[A-Za-z0-9-]{1,40}$/.test(code)) return 'code must be 1–40 letters, digits or dashes';
    if (!r.name) return 'name is empty';
    if (!['petshop', 'vetshop', 'practice'].includes(r.kind ?? ''))
      return 'kind must be petshop, vetshop or practice';
    const clusterId = lookup.clusters.get(r.clusterCode ?? '');
    if (clusterId === undefined) return `cluster ${r.clusterCode ?? ''} does not exist`;
    return { key: code, value: { code, name: r.name ?? '', kind: r.kind ?? '', clusterId } };
  },
  apply: (tx, rows, { divisions: existing }) =>
    applyByKey(rows, existing, {
      insert: (values) => tx.insert(divisions).values(values),
      update: (id, value) => tx.update(divisions).set(value).where(eq(divisions.id, id)),
    }),
};

// members --------------------------------------------------------------------------------------------

interface MemberRow {
  cellE164: string;
  cellNational: string;
  firstname: string;
  surname: string;
  email: string;
  clusterId: number;
  divisionId: number;
  /** The role the row gives; undefined (an empty cell) keeps a known member's, a new one's is false. */
  isManager: boolean | undefined;
  isAdminReports: boolean | undefined;
  dobDd: string;
  dobMm: string;
  /** The day they joined the company ('YYYY-MM-DD'); undefined (an empty cell) keeps the one known. */
  hireDate: string | undefined;
}

interface MemberLookup {
  divisions: Map<string, { id: number; clusterId: number; region: string }>;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A role's cell: Y or N, or empty to keep the role the member has (undefined); null when it is neither. */
const roleCell = (text: string | undefined): boolean | undefined | null =>
  (text ?? '') === '' ? undefined : (yesNo(text) ?? null);

/** A member's roles as the audit log keeps them (as the console's roles change does, 'member.flags'). */
interface Roles {
  isManager: boolean;
  isAdmin: boolean;
}

/** The audit row of a member whose roles an import changes; before is null for a member it adds. */
const rolesAudit = (
  memberId: number,
  before: Roles | null,
  after: Roles,
  context: ApplyContext,
): AuditEntry => ({
  at: context.now,
  actor: context.actor,
  action: 'member.flags',
  targetMemberId: memberId,
  before,
  after,
  reason: context.reason,
});

/** What the report says of a change of roles: 'isAdminReports Y → N'. */
const rolesDetail = (before: Roles, after: Roles) =>
  importMessages.rolesChanged(
    [
      { role: 'isManager', before: before.isManager, after: after.isManager },
      { role: 'isAdminReports', before: before.isAdmin, after: after.isAdmin },
    ].filter((c) => c.before !== c.after),
  );

/**
 * Members pre-loaded before they register: a new cell number is added (not registered, no password); a
 * known one has its division, country and roles brought up to date, and, until the member registers,
 * the name, email and date of birth too (after that those are the member's own, from their profile).
 * An empty role cell keeps the role the member has (a new member's is N). Each member whose roles change
 * gets an audit row ('member.flags', before and after), and an administrator importing in the console
 * cannot take away their own administrator role (the row is refused, as the console's roles change is).
 */
export const memberImporter: Importer<MemberRow, MemberLookup> = {
  name: 'members',
  required: ['cellNum', 'firstname', 'surname', 'divisionCode'],
  keyColumns: ['cellNum'],
  optional: ['email', 'isManager', 'isAdminReports', 'dOBdd', 'dOBmm', 'hireDate'],
  batchSize: 2000,
  async lookup(db) {
    const rows = await db
      .select({
        id: divisions.id,
        code: divisions.code,
        clusterId: divisions.clusterId,
        region: clusters.phoneRegion,
      })
      .from(divisions)
      .innerJoin(clusters, eq(clusters.id, divisions.clusterId));
    return { divisions: new Map(rows.map((r) => [r.code, r])) };
  },
  parse(r, { divisions: known }) {
    const division = known.get(r.divisionCode ?? '');
    if (!division) return `division ${r.divisionCode ?? ''} does not exist`;
    const cell = r.cellNum ?? '';
    const forms = cellForms(cell, division.region);
    if (!forms) return `cellNum ${cell} is not a valid number in ${division.region}`;
    const firstname = r.firstname ?? '';
    const surname = r.surname ?? '';
    const email = r.email ?? '';
    if (!firstname || !surname) return 'firstname and surname are required';
    const long =
      tooLong('firstname', firstname, fieldLimits.firstname) ??
      tooLong('surname', surname, fieldLimits.surname) ??
      tooLong('email', email, fieldLimits.email);
    if (long) return long;
    if (email && !emailPattern.test(email)) return `email ${email} is not an email address`;
    const isManager = roleCell(r.isManager);
    const isAdminReports = roleCell(r.isAdminReports);
    if (isManager === null) return 'isManager must be Y or N (empty keeps the role)';
    if (isAdminReports === null) return 'isAdminReports must be Y or N (empty keeps the role)';
    const dobDd = r.dOBdd ?? '';
    const dobMm = r.dOBmm ?? '';
    if ((dobDd || dobMm) && !isValidDob(dobDd, dobMm))
      return `dOBdd ${dobDd} and dOBmm ${dobMm} are not a date`;
    const hireDate = (r.hireDate ?? '').trim();
    if (hireDate !== '' && !parseHireDate(hireDate))
      return `hireDate ${hireDate} is not a day such as 2019-03-14`;
    return {
      key: forms.e164,
      value: {
        cellE164: forms.e164,
        cellNational: forms.national,
        firstname,
        surname,
        email,
        clusterId: division.clusterId,
        divisionId: division.id,
        isManager,
        isAdminReports,
        dobDd,
        dobMm,
        hireDate: hireDate === '' ? undefined : hireDate,
      },
    };
  },
  async apply(tx, rows, _lookup, context) {
    const found = await tx
      .select({
        id: members.id,
        cellE164: members.cellE164,
        registered: sql<boolean>`${members.registeredAt} is not null`,
        firstname: members.firstname,
        surname: members.surname,
        email: members.email,
        clusterId: members.clusterId,
        divisionId: members.divisionId,
        isManager: members.isManager,
        isAdminReports: members.isAdminReports,
        dobDd: members.dobDd,
        dobMm: members.dobMm,
        hireDate: members.hireDate,
      })
      .from(members)
      .where(
        inArray(
          members.cellE164,
          rows.map((r) => r.key),
        ),
      )
      .orderBy(members.id)
      .for('update');
    const byCell = new Map(found.map((m) => [m.cellE164, m]));
    const outcomes: RowOutcome[] = [];
    const audits: AuditEntry[] = [];
    const added = rows.filter((r) => !byCell.has(r.key));
    if (added.length > 0) {
      const ids = await tx
        .insert(members)
        .values(
          added.map((r) => ({
            ...r.value,
            hireDate: r.value.hireDate ?? null,
            isManager: r.value.isManager ?? false,
            isAdminReports: r.value.isAdminReports ?? false,
          })),
        )
        .returning({ id: members.id, cellE164: members.cellE164 });
      await openMemberAccounts(
        tx,
        ids.map((m) => m.id),
      );
      const idOf = new Map(ids.map((m) => [m.cellE164, m.id]));
      for (const { row, key, value } of added) {
        const roles = {
          isManager: value.isManager ?? false,
          isAdmin: value.isAdminReports ?? false,
        };
        const none = { isManager: false, isAdmin: false };
        const changed = roles.isManager || roles.isAdmin;
        if (changed) audits.push(rolesAudit(idOf.get(key) ?? 0, null, roles, context));
        outcomes.push({
          row,
          key,
          status: 'added',
          ...(changed ? { detail: rolesDetail(none, roles) } : {}),
        });
      }
    }
    const importer = context.actor.kind === 'console' ? context.actor.memberId : undefined;
    const changes: { id: number; value: MemberRow; roles: Roles; own: boolean }[] = [];
    for (const { row, key, value } of rows) {
      const m = byCell.get(key);
      if (!m) continue;
      const before = { isManager: m.isManager, isAdmin: m.isAdminReports };
      const after = {
        isManager: value.isManager ?? m.isManager,
        isAdmin: value.isAdminReports ?? m.isAdminReports,
      };
      if (m.id === importer && before.isAdmin && !after.isAdmin) {
        outcomes.push({ row, key, status: 'refused', detail: importMessages.ownAdminRole });
        continue;
      }
      const own = !m.registered;
      const rolesChange = before.isManager !== after.isManager || before.isAdmin !== after.isAdmin;
      const differs =
        rolesChange ||
        m.clusterId !== value.clusterId ||
        m.divisionId !== value.divisionId ||
        // The hire date is the company's record: it is kept up to date after registration too.
        (value.hireDate !== undefined && m.hireDate !== value.hireDate) ||
        (own &&
          (m.firstname !== value.firstname ||
            m.surname !== value.surname ||
            m.email !== value.email ||
            m.dobDd !== value.dobDd ||
            m.dobMm !== value.dobMm));
      outcomes.push({
        row,
        key,
        status: differs ? 'updated' : 'unchanged',
        ...(rolesChange ? { detail: rolesDetail(before, after) } : {}),
      });
      if (rolesChange) audits.push(rolesAudit(m.id, before, after, context));
      if (differs) changes.push({ id: m.id, value, roles: after, own });
    }
    for (const c of changes) {
      await tx
        .update(members)
        .set({
          clusterId: c.value.clusterId,
          divisionId: c.value.divisionId,
          isManager: c.roles.isManager,
          isAdminReports: c.roles.isAdmin,
          ...(c.value.hireDate !== undefined ? { hireDate: c.value.hireDate } : {}),
          ...(c.own
            ? {
                firstname: c.value.firstname,
                surname: c.value.surname,
                email: c.value.email,
                dobDd: c.value.dobDd,
                dobMm: c.value.dobMm,
              }
            : {}),
        })
        .where(eq(members.id, c.id));
    }
    await audit(tx, audits);
    return outcomes;
  },
};

// members found by cell number (budgets, recommendations) -------------------------------------------

interface CellLookup {
  regions: string[];
}

const regionsOf = async (db: Db | Tx): Promise<CellLookup> => {
  const rows = await db
    .select({ region: clusters.phoneRegion })
    .from(clusters)
    .orderBy(clusters.sortOrder, clusters.id);
  return { regions: [...new Set(rows.map((r) => r.region))] };
};

/** The members the rows' cell numbers name, by each number's candidates. */
async function membersByCell(tx: Tx, candidates: readonly string[][]) {
  const all = [...new Set(candidates.flat())];
  const rows =
    all.length === 0
      ? []
      : await tx
          .select({
            id: members.id,
            cellE164: members.cellE164,
            isManager: members.isManager,
            registered: sql<boolean>`${members.registeredAt} is not null`,
            deactivated: sql<boolean>`${members.deactivatedAt} is not null`,
          })
          .from(members)
          .where(inArray(members.cellE164, all));
  const byCell = new Map(rows.map((r) => [r.cellE164, r]));
  return candidates.map((c) => c.map((e) => byCell.get(e)).find((m) => m !== undefined));
}

/** Which of the references a kind of transfer already has. */
async function takenReferences(tx: Tx, kind: 'grant', references: readonly string[]) {
  if (references.length === 0) return new Set<string>();
  const rows = await tx
    .select({ reference: transfers.reference })
    .from(transfers)
    .where(sql`${transfers.kind} = ${kind} and ${inArray(transfers.reference, [...references])}`);
  return new Set(rows.map((r) => r.reference ?? ''));
}

/** The balances of one kind of account of these members (their management budgets, their points). */
async function balancesOf(
  tx: Tx,
  memberIds: readonly number[],
  kind: MemberAccountKind,
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select({ memberId: accounts.memberId, balance: accounts.balance })
    .from(accounts)
    .where(and(inArray(accounts.memberId, [...new Set(memberIds)]), eq(accounts.kind, kind)));
  return new Map(rows.map((r) => [r.memberId ?? 0, r.balance]));
}

/** How many points the programme has issued (minus its funding account's balance). */
async function issuedPoints(tx: Tx): Promise<number> {
  const [funding] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(isNull(accounts.memberId), eq(accounts.kind, accountKind.funding)));
  return -(funding?.balance ?? 0);
}

/** A row that would credit a member's balance: its line and key, the member, and the points. */
interface RowCredit {
  readonly row: number;
  readonly key: string;
  readonly memberId: number;
  readonly value: { readonly points: number; readonly cellNum: string };
}

/**
 * The credits that keep every balance a stored whole number can hold (the member's, and the programme's
 * funding, which goes negative by the points issued), in row order, so a file's many rows for one member
 * add up; each other row is refused in `outcomes` with the first reason it would not fit.
 */
async function withinRoom<C extends RowCredit>(
  tx: Tx,
  kind: MemberAccountKind,
  credits: readonly C[],
  outcomes: RowOutcome[],
): Promise<C[]> {
  let issued = await issuedPoints(tx);
  const running = await balancesOf(
    tx,
    credits.map((c) => c.memberId),
    kind,
  );
  return credits.filter((c) => {
    const balance = running.get(c.memberId) ?? 0;
    const full =
      balance + c.value.points > storedIntegerMax
        ? importMessages.balanceFull(c.value.cellNum)
        : issued + c.value.points > storedIntegerMax
          ? importMessages.fundingFull
          : undefined;
    if (full) {
      outcomes.push({ row: c.row, key: c.key, status: 'refused', detail: full });
      return false;
    }
    running.set(c.memberId, balance + c.value.points);
    issued += c.value.points;
    return true;
  });
}

/**
 * Each credit's balance before and after, from the balances after all of them (read once they are
 * posted, under the ledger's lock): counted back in row order, so two credits to one member each show
 * their own step.
 */
function creditSteps(
  credits: readonly { memberId: number; points: number }[],
  after: ReadonlyMap<number, number>,
): { before: number; after: number }[] {
  const running = new Map(after);
  const steps: { before: number; after: number }[] = [];
  for (let i = credits.length - 1; i >= 0; i -= 1) {
    const credit = credits[i];
    if (!credit) continue;
    const balance = running.get(credit.memberId) ?? 0;
    steps[i] = { before: balance - credit.points, after: balance };
    running.set(credit.memberId, balance - credit.points);
  }
  return steps;
}

// budget grants --------------------------------------------------------------------------------------

interface BudgetRow {
  cells: string[];
  cellNum: string;
  points: number;
  reference: string;
  description: string;
}

/**
 * A manager's recognition budget, granted from the programme's funding through the ledger: at most
 * budgetGrantMax a row (the console's grant's cap), each grant with its audit row ('budget.grant', the
 * budget before and after).
 */
export const budgetImporter: Importer<BudgetRow, CellLookup> = {
  name: 'budgets',
  required: ['reference', 'cellNum', 'points'],
  keyColumns: ['reference'],
  optional: ['description'],
  lookup: regionsOf,
  parse(r, { regions }) {
    const reference = r.reference ?? '';
    if (!reference || reference.length > 100) return 'reference must be 1–100 characters';
    const cells = cellCandidates(r.cellNum ?? '', regions);
    if (cells.length === 0) return `cellNum ${r.cellNum ?? ''} is not a valid number`;
    const points = wholeNumber(r.points);
    if (points === undefined || points <= 0 || points > budgetGrantMax)
      return importMessages.pointsBetween(budgetGrantMax);
    return {
      key: reference,
      value: {
        cells,
        cellNum: r.cellNum ?? '',
        points,
        reference,
        description: r.description || 'Recognition budget',
      },
    };
  },
  async apply(tx, rows, _lookup, context) {
    const refs = rows.map((r) => `budget:${r.key}`);
    const taken = await takenReferences(tx, 'grant', refs);
    const who = await membersByCell(
      tx,
      rows.map((r) => r.value.cells),
    );
    const outcomes: RowOutcome[] = [];
    const grants: { row: number; key: string; memberId: number; value: BudgetRow }[] = [];
    rows.forEach(({ row, key, value }, i) => {
      const m = who[i];
      if (taken.has(`budget:${key}`)) return outcomes.push({ row, key, status: 'unchanged' });
      if (!m)
        return outcomes.push({
          row,
          key,
          status: 'refused',
          detail: `no member has cell ${value.cellNum}`,
        });
      if (!m.isManager)
        return outcomes.push({
          row,
          key,
          status: 'refused',
          detail: `${value.cellNum} is not a manager`,
        });
      // A manager who has left is granted nothing: the points could only sit unspent.
      if (m.deactivated)
        return outcomes.push({
          row,
          key,
          status: 'refused',
          detail: `${value.cellNum} is deactivated (they have left the programme)`,
        });
      return grants.push({ row, key, memberId: m.id, value });
    });
    const granted = await withinRoom(tx, accountKind.management, grants, outcomes);
    const transferIds = await postTransfers(
      tx,
      granted.map((g) =>
        budgetGrantTransfer({
          managerId: g.memberId,
          points: g.value.points,
          description: g.value.description,
          reference: `budget:${g.key}`,
          // As before the audit rows: the transfer names no one; its audit row names the importer.
          actorMemberId: null,
          now: context.now,
        }),
      ),
    );
    const credits = granted.map((g) => ({ memberId: g.memberId, points: g.value.points }));
    const steps = creditSteps(
      credits,
      await balancesOf(
        tx,
        credits.map((c) => c.memberId),
        accountKind.management,
      ),
    );
    granted.forEach((g) =>
      outcomes.push({
        row: g.row,
        key: g.key,
        status: 'added',
        detail: `${g.value.points} points`,
      }),
    );
    await audit(
      tx,
      granted.map((g, i) => ({
        at: context.now,
        actor: context.actor,
        action: 'budget.grant',
        targetMemberId: g.memberId,
        before: { account: accountKind.management, balance: steps[i]?.before ?? 0 },
        after: {
          account: accountKind.management,
          balance: steps[i]?.after ?? 0,
          transferId: transferIds[i] ?? 0,
          reference: g.key,
          description: g.value.description,
        },
        reason: context.reason,
      })),
    );
    return outcomes;
  },
};

// recommendation transactions ------------------------------------------------------------------------

interface RecommendationRow {
  transId: number;
  date: Date;
  clinicId: string;
  cells: string[];
  cellNum: string;
  description: string;
  points: number;
}

/**
 * Points earned from product recommendations at clinics: each transaction is kept for the report and
 * credits the member's points through the ledger, at most adjustmentPointsMax a row (the console's
 * adjustment's cap), with its audit row ('recommendation.credit', the points before and after). A
 * transaction id imported before is left as it is. Dates are UTC ('2026-11-21T14:03:00' or
 * '2026-11-21 14:03').
 */
export const recommendationImporter: Importer<RecommendationRow, CellLookup> = {
  name: 'recommendations',
  required: ['transId', 'date', 'clinicId', 'cellNum', 'description', 'points'],
  keyColumns: ['transId'],
  lookup: regionsOf,
  parse(r, { regions }) {
    const transId = wholeNumber(r.transId);
    if (transId === undefined || transId <= 0) return 'transId must be a whole number above 0';
    const date = parseWireDate((r.date ?? '').replace(' ', 'T'));
    if (!date) return `date ${r.date ?? ''} is not a date such as 2026-11-21 14:03`;
    if (!r.clinicId) return 'clinicId is empty';
    if (!r.description) return 'description is empty';
    const cells = cellCandidates(r.cellNum ?? '', regions);
    if (cells.length === 0) return `cellNum ${r.cellNum ?? ''} is not a valid number`;
    const points = wholeNumber(r.points);
    if (points === undefined || points <= 0 || points > adjustmentPointsMax)
      return importMessages.pointsBetween(adjustmentPointsMax);
    return {
      key: String(transId),
      value: {
        transId,
        date,
        clinicId: r.clinicId ?? '',
        cells,
        cellNum: r.cellNum ?? '',
        description: r.description ?? '',
        points,
      },
    };
  },
  async apply(tx, rows, _lookup, context) {
    const known = await tx
      .select({ transId: recommendationTransactions.transId })
      .from(recommendationTransactions)
      .where(
        inArray(
          recommendationTransactions.transId,
          rows.map((r) => r.value.transId),
        ),
      );
    const done = new Set(known.map((k) => k.transId));
    const who = await membersByCell(
      tx,
      rows.map((r) => r.value.cells),
    );
    const outcomes: RowOutcome[] = [];
    const found: { row: number; key: string; value: RecommendationRow; memberId: number }[] = [];
    rows.forEach(({ row, key, value }, i) => {
      const m = who[i];
      if (done.has(value.transId)) return outcomes.push({ row, key, status: 'unchanged' });
      if (!m)
        return outcomes.push({
          row,
          key,
          status: 'refused',
          detail: `no member has cell ${value.cellNum}`,
        });
      return found.push({ row, key, value, memberId: m.id });
    });
    const credit = await withinRoom(tx, accountKind.redeemable, found, outcomes);
    const ids = await postTransfers(
      tx,
      credit.map(({ value, memberId }) => {
        const description = `Product recommendation at ${value.clinicId}: ${value.description}`;
        return {
          kind: 'recommendation',
          memberId: null,
          reference: `recommendation:${value.transId}`,
          createdAt: value.date,
          postings: [
            { account: { programme: accountKind.funding }, amount: -value.points, description },
            {
              account: { memberId, kind: accountKind.redeemable },
              amount: value.points,
              description,
            },
          ],
        };
      }),
    );
    if (credit.length > 0) {
      await tx.insert(recommendationTransactions).values(
        credit.map(({ value, memberId }, i) => ({
          transId: value.transId,
          memberId,
          clinicId: value.clinicId,
          description: value.description,
          points: value.points,
          transDate: value.date,
          transferId: ids[i] ?? 0,
          importedAt: context.now,
        })),
      );
      const credits = credit.map((c) => ({ memberId: c.memberId, points: c.value.points }));
      const steps = creditSteps(
        credits,
        await balancesOf(
          tx,
          credits.map((c) => c.memberId),
          accountKind.redeemable,
        ),
      );
      await audit(
        tx,
        credit.map((c, i) => ({
          at: context.now,
          actor: context.actor,
          action: 'recommendation.credit',
          targetMemberId: c.memberId,
          before: { account: accountKind.redeemable, balance: steps[i]?.before ?? 0 },
          after: {
            account: accountKind.redeemable,
            balance: steps[i]?.after ?? 0,
            transferId: ids[i] ?? 0,
            transId: c.value.transId,
            clinicId: c.value.clinicId,
          },
          reason: context.reason,
        })),
      );
    }
    for (const c of credit)
      outcomes.push({
        row: c.row,
        key: c.key,
        status: 'added',
        detail: `${c.value.points} points`,
      });
    return outcomes;
  },
};
