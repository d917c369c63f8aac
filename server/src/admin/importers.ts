import { fieldLimits, isValidDob, parseWireDate } from '@plaudit/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { budgetGrantTransfer } from './budgets.ts';
import {
  clusters,
  divisions,
  members,
  recommendationTransactions,
  transfers,
} from '../db/schema.ts';
import { openMemberAccounts, postTransfers, type TransferInput } from '../ledger/ledger.ts';
import { cellCandidates, cellForms } from '../phone.ts';
import {
  applyByKey,
  wholeNumber,
  yesNo,
  type Existing,
  type Importer,
  type RowOutcome,
} from './framework.ts';

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
  isManager: boolean;
  isAdminReports: boolean;
  dobDd: string;
  dobMm: string;
}

interface MemberLookup {
  divisions: Map<string, { id: number; clusterId: number; region: string }>;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Members pre-loaded before they register: a new cell number is added (not registered, no password); a
 * known one has its division, country and roles brought up to date, and, until the member registers,
 * the name, email and date of birth too (after that those are the member's own, from their profile).
 */
export const memberImporter: Importer<MemberRow, MemberLookup> = {
  name: 'members',
  required: ['cellNum', 'firstname', 'surname', 'divisionCode'],
  optional: ['email', 'isManager', 'isAdminReports', 'dOBdd', 'dOBmm'],
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
    const isManager = yesNo(r.isManager);
    const isAdminReports = yesNo(r.isAdminReports);
    if (isManager === undefined) return 'isManager must be Y or N';
    if (isAdminReports === undefined) return 'isAdminReports must be Y or N';
    const dobDd = r.dOBdd ?? '';
    const dobMm = r.dOBmm ?? '';
    if ((dobDd || dobMm) && !isValidDob(dobDd, dobMm))
      return `dOBdd ${dobDd} and dOBmm ${dobMm} are not a date`;
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
      },
    };
  },
  async apply(tx, rows) {
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
      })
      .from(members)
      .where(
        inArray(
          members.cellE164,
          rows.map((r) => r.key),
        ),
      );
    const byCell = new Map(found.map((m) => [m.cellE164, m]));
    const outcomes: RowOutcome[] = [];
    const added = rows.filter((r) => !byCell.has(r.key));
    if (added.length > 0) {
      const ids = await tx
        .insert(members)
        .values(added.map((r) => r.value))
        .returning({ id: members.id });
      await openMemberAccounts(
        tx,
        ids.map((m) => m.id),
      );
    }
    const changes: { id: number; value: MemberRow; own: boolean }[] = [];
    for (const { row, key, value } of rows) {
      const m = byCell.get(key);
      if (!m) {
        outcomes.push({ row, key, status: 'added' });
        continue;
      }
      const own = !m.registered;
      const differs =
        m.clusterId !== value.clusterId ||
        m.divisionId !== value.divisionId ||
        m.isManager !== value.isManager ||
        m.isAdminReports !== value.isAdminReports ||
        (own &&
          (m.firstname !== value.firstname ||
            m.surname !== value.surname ||
            m.email !== value.email ||
            m.dobDd !== value.dobDd ||
            m.dobMm !== value.dobMm));
      outcomes.push({ row, key, status: differs ? 'updated' : 'unchanged' });
      if (differs) changes.push({ id: m.id, value, own });
    }
    for (const c of changes) {
      await tx
        .update(members)
        .set({
          clusterId: c.value.clusterId,
          divisionId: c.value.divisionId,
          isManager: c.value.isManager,
          isAdminReports: c.value.isAdminReports,
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

// budget grants --------------------------------------------------------------------------------------

interface BudgetRow {
  cells: string[];
  cellNum: string;
  points: number;
  reference: string;
  description: string;
}

/** A manager's recognition budget, granted from the programme's funding through the ledger. */
export const budgetImporter: Importer<BudgetRow, CellLookup> = {
  name: 'budgets',
  required: ['reference', 'cellNum', 'points'],
  optional: ['description'],
  lookup: regionsOf,
  parse(r, { regions }) {
    const reference = r.reference ?? '';
    if (!reference || reference.length > 100) return 'reference must be 1–100 characters';
    const cells = cellCandidates(r.cellNum ?? '', regions);
    if (cells.length === 0) return `cellNum ${r.cellNum ?? ''} is not a valid number`;
    const points = wholeNumber(r.points);
    if (points === undefined || points <= 0) return 'points must be a whole number above 0';
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
  async apply(tx, rows, _lookup, now) {
    const refs = rows.map((r) => `budget:${r.key}`);
    const taken = await takenReferences(tx, 'grant', refs);
    const who = await membersByCell(
      tx,
      rows.map((r) => r.value.cells),
    );
    const outcomes: RowOutcome[] = [];
    const grants: TransferInput[] = [];
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
      grants.push(
        budgetGrantTransfer({
          managerId: m.id,
          points: value.points,
          description: value.description,
          reference: `budget:${key}`,
          actorMemberId: null,
          now,
        }),
      );
      return outcomes.push({ row, key, status: 'added', detail: `${value.points} points` });
    });
    await postTransfers(tx, grants);
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
 * credits the member's points through the ledger. A transaction id imported before is left as it is.
 * Dates are UTC ('2026-11-21T14:03:00' or '2026-11-21 14:03').
 */
export const recommendationImporter: Importer<RecommendationRow, CellLookup> = {
  name: 'recommendations',
  required: ['transId', 'date', 'clinicId', 'cellNum', 'description', 'points'],
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
    if (points === undefined || points <= 0) return 'points must be a whole number above 0';
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
  async apply(tx, rows, _lookup, now) {
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
    const credit: { value: RecommendationRow; memberId: number }[] = [];
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
      credit.push({ value, memberId: m.id });
      return outcomes.push({ row, key, status: 'added', detail: `${value.points} points` });
    });
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
            { account: { programme: 'funding' }, amount: -value.points, description },
            { account: { memberId, kind: 'redeemable' }, amount: value.points, description },
          ],
        };
      }),
    );
    if (credit.length > 0)
      await tx.insert(recommendationTransactions).values(
        credit.map(({ value, memberId }, i) => ({
          transId: value.transId,
          memberId,
          clinicId: value.clinicId,
          description: value.description,
          points: value.points,
          transDate: value.date,
          transferId: ids[i] ?? 0,
          importedAt: now,
        })),
      );
    return outcomes;
  },
};
