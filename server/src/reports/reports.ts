import { awardTitles } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { firstRowOf, rowsOf } from '../db/rows.ts';
import {
  accounts,
  awardRecipients,
  awards,
  divisions,
  ledgerEntries,
  members,
  nominationNominees,
  nominations,
  recommendationTransactions,
  transfers,
  type MemberAccountKind,
} from '../db/schema.ts';
import { transferKindText, wordingText, type StatementWording } from '../ledger/wording.ts';

/**
 * The statements and reports (SPEC §2, §7). Each is one query whose rows PostgreSQL writes as the wire's
 * dataset records (`json_agg` of arrays, dates as UTC without zone): a month of 50,000 awards is sent
 * without building a JavaScript object per row. A statement's rows are worded here, in the reader's
 * language. The route wraps the records with the field names; the tests decode every answer with the
 * contract's schema.
 */

/** A timestamp as the wire writes it: UTC, whole seconds, no zone marker ('2026-11-21T14:03:00'). */
const wireDate = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The JSON text of a dataset: the fields and the records PostgreSQL aggregated. */
export const datasetJson = (fields: readonly string[], records: string): string =>
  `{"fields":${JSON.stringify(fields)},"records":${records}}`;

// Raw SQL: PostgreSQL writes the records itself (`bench:server`, scripts/benchReports.ts: a month of 50,000 awards).
async function records(db: Db | Tx, query: SQL): Promise<string> {
  const row = await firstRowOf<{ records: string | null }>(db, query);
  return row?.records ?? '[]';
}

export const statementFields = ['transDate', 'transDescription', 'pointsValue'] as const;

/**
 * A member account's entries, newest first, as statement records. Complete: their points sum to the balance.
 * A line reads in the current language: its wording (an award names the colleague, an allowance its
 * month), else the text its writer gave (an operator's reason), else its transfer's kind and reference,
 * so a kind that comes later (an order, a refund) still reads sensibly ('Order PL-7KQ4-9XMD').
 */
export async function statementRecords(
  db: Db | Tx,
  memberId: number,
  kind: MemberAccountKind,
): Promise<string> {
  const rows = await rowsOf<{
    at: string;
    description: string;
    wording: StatementWording | null;
    amount: number;
    transfer: { kind: string; reference: string | null } | null;
  }>(
    db,
    sql`select ${wireDate(sql`e.created_at`)} as at, e.description, e.wording, e.amount,
          case when e.wording is null and e.description = '' then (
            select json_build_object('kind', t.kind, 'reference', t.reference)
            from ${transfers} t where t.id = e.transfer_id) end as transfer
        from ${ledgerEntries} e
        where e.account_id = (select a.id from ${accounts} a where a.member_id = ${memberId} and a.kind = ${kind})
        order by e.created_at desc, e.id desc`,
  );
  return JSON.stringify(
    rows.map((r) => [
      r.at,
      r.wording
        ? wordingText(r.wording)
        : r.description !== '' || !r.transfer
          ? r.description
          : transferKindText(r.transfer.kind, r.transfer.reference, r.amount),
      r.amount,
    ]),
  );
}

/** The management report's Type of a nomination. */
export const nominationType = 'Nomination';
/** The management report's Type of an approved nomination's award (its points, from the programme). */
export const nominationAwardType = 'Nomination award';

export const managementReportFields = [
  'type',
  'date',
  'from',
  'fromMemberNo',
  'fromDivision',
  'to',
  'toMemberNo',
  'toDivision',
  'points',
  'value',
] as const;

export interface ManagementReportQuery {
  /** The month's first instant and the next month's (programme time zone). */
  start: Date;
  end: Date;
  /** Current: the caller's division (awards given or received in it); undefined: All Divisions. */
  divisionId: number | undefined;
  /** Who a Shout Out from the programme is from (a birthday). */
  programmeName: string;
}

/**
 * The management report: one row per award and recipient, and per nomination and nominee, in the month,
 * newest first. Every award type; a Shout Out from the programme shows the programme as its giver (a
 * birthday's, a work anniversary's with points); a nomination is type 'Nomination' with 0 points and its
 * value. A wall card without points (a welcome, an anniversary the table gives none) is no award: left out.
 */
export function managementReportRecords(db: Db | Tx, q: ManagementReportQuery): Promise<string> {
  const inMonth = (column: SQL) => sql`${column} >= ${q.start} and ${column} < ${q.end}`;
  const picked =
    q.divisionId === undefined
      ? sql`select r.award_id, r.member_id from ${awardRecipients} r where ${inMonth(sql`r.created_at`)}`
      : sql`select r.award_id, r.member_id from ${awardRecipients} r
              where r.division_id = ${q.divisionId} and ${inMonth(sql`r.created_at`)}
            union
            select r.award_id, r.member_id from ${awards} a join ${awardRecipients} r on r.award_id = a.id
              where a.giver_division_id = ${q.divisionId} and ${inMonth(sql`a.created_at`)}`;
  return records(
    db,
    sql`with picked as (${picked}),
        rows as (
          select a.created_at as at, a.id as sort_id, r.member_id as sort_member,
            case a.type when 'reward' then ${awardTitles.reward} when 'adhoc' then ${awardTitles.adhoc}
              when 'nomination' then ${nominationAwardType}
              when 'payitforward' then ${awardTitles.payitforward} else ${awardTitles.thankyou} end as type,
            coalesce(g.firstname || ' ' || g.surname, ${q.programmeName}) as from_name,
            coalesce(g.cell_national, '') as from_no, coalesce(gd.name, '') as from_division,
            m.firstname || ' ' || m.surname as to_name, m.cell_national as to_no, rd.name as to_division,
            a.points, a.value
          from picked p
          join ${awardRecipients} r on r.award_id = p.award_id and r.member_id = p.member_id
          join ${awards} a on a.id = r.award_id
          join ${members} m on m.id = r.member_id
          join ${divisions} rd on rd.id = r.division_id
          left join ${members} g on g.id = a.giver_member_id
          left join ${divisions} gd on gd.id = a.giver_division_id
          where a.milestone is null or a.points > 0
          union all
          select n.created_at, n.id, nn.member_id, ${nominationType},
            g.firstname || ' ' || g.surname, g.cell_national, gd.name,
            m.firstname || ' ' || m.surname, m.cell_national, rd.name, 0, n.value
          from ${nominationNominees} nn
          join ${nominations} n on n.id = nn.nomination_id
          join ${members} m on m.id = nn.member_id
          join ${divisions} rd on rd.id = nn.division_id
          join ${members} g on g.id = n.nominator_member_id
          join ${divisions} gd on gd.id = n.nominator_division_id
          where ${inMonth(sql`nn.created_at`)}${
            q.divisionId === undefined
              ? sql``
              : sql` and (nn.division_id = ${q.divisionId} or n.nominator_division_id = ${q.divisionId})`
          })
        select json_agg(json_build_array(type, ${wireDate(sql`at`)}, from_name, from_no, from_division,
            to_name, to_no, to_division, points, value) order by at desc, sort_id desc, sort_member)::text as records
        from rows`,
  );
}

export const recommendationsReportFields = [
  'transId',
  'date',
  'clinicId',
  'memberNumber',
  'member',
  'cellNo',
  'transDescription',
  'points',
] as const;

export interface RecommendationsReportQuery {
  /** The From month's first instant and the instant after the To month (programme time zone). */
  start: Date;
  end: Date;
  /** A manager who is not an admin sees their own division's members; undefined: every division. */
  divisionId: number | undefined;
}

/** The recommendation transactions of the month range (inclusive), newest first. */
export function recommendationsReportRecords(
  db: Db | Tx,
  q: RecommendationsReportQuery,
): Promise<string> {
  return records(
    db,
    sql`select json_agg(json_build_array(t.trans_id, ${wireDate(sql`t.trans_date`)}, t.clinic_id,
            m.cell_national, m.firstname || ' ' || m.surname, m.cell_national, t.description, t.points)
            order by t.trans_date desc, t.trans_id desc)::text as records
        from ${recommendationTransactions} t join ${members} m on m.id = t.member_id
        where t.trans_date >= ${q.start} and t.trans_date < ${q.end}
          ${q.divisionId === undefined ? sql`` : sql`and m.division_id = ${q.divisionId}`}`,
  );
}
