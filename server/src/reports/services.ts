import { monthBounds, reportRefusals } from '@plaudit/domain';
import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { firstRowOf } from '../db/rows.ts';
import {
  accounts,
  awards,
  divisions,
  ledgerEntries,
  members,
  nominations,
  type MemberAccountKind,
} from '../db/schema.ts';
import { encoded, type RequestBody } from '../http/calls.ts';
import { currentLanguage } from '../i18n/language.ts';
import { badRequest, unauthorized } from '../refusals.ts';
import {
  datasetJson,
  managementReportFields,
  managementReportRecords,
  recommendationsReportFields,
  recommendationsReportRecords,
  statementFields,
  statementRecords,
} from './reports.ts';
import { ReportCache, withCompression, type KeptAnswer } from './reportCache.ts';

const reportText = (fields: readonly string[], records: string) =>
  `{"report":${datasetJson(fields, records)}}`;

/** A statement shorter than this is built each time; a longer one is kept while its account is unchanged. */
const keptStatementEntries = 500;

/** A kept answer, compressed once per encoding for the clients that accept it. */
const send = async (answer: KeptAnswer, acceptEncoding: string | undefined) => {
  const ready = await withCompression(answer, acceptEncoding);
  return encoded(ready.bytes, ready.copies);
};

/**
 * The three statements (any member, their own accounts) and the two reports (who may see them: apiAccess,
 * checked by registerCall), with the answers kept for the large ones. A statement is exact while its
 * account's entries are (they are only ever added); a report also names members and divisions, which its
 * fingerprint (the newest award and nomination) cannot see, so it is kept for at most 5 s (DESIGN.md
 * "Scale"): after 3 s a request has it checked in the background (namesFingerprint), and kept another
 * while unchanged, else built again.
 */
export class Reports {
  private readonly statementCache = new ReportCache({ maxBytes: 64 * 1024 * 1024 });
  private readonly reportCache = new ReportCache({
    maxBytes: 128 * 1024 * 1024,
    maxAgeMs: 5_000,
    refreshAfterMs: 3_000,
  });

  constructor(private readonly context: ServerContext) {}

  /** A member's statement of one account; kept while the account's entries are unchanged, when long. */
  async statement(memberId: number, kind: MemberAccountKind, acceptEncoding: string | undefined) {
    const { db } = this.context;
    const build = async () =>
      reportText(statementFields, await statementRecords(db, memberId, kind));
    const account = await firstRowOf<{ n: number; last: string }>(
      db,
      sql`
        select count(*)::int as n, coalesce(max(e.created_at)::text, '') as last
        from ${ledgerEntries} e
        where e.account_id = (select a.id from ${accounts} a where a.member_id = ${memberId} and a.kind = ${kind})`,
    );
    if (!account || account.n < keptStatementEntries) return encoded(await build());
    return send(
      // Worded in the reader's language: kept per language.
      await this.statementCache.get(
        `${memberId}:${kind}:${currentLanguage()}`,
        `${account.n}:${account.last}`,
        build,
      ),
      acceptEncoding,
    );
  }

  /** The management report of a month: the caller's division, or every division (isAll). */
  async management(
    memberId: number,
    body: RequestBody<'reportManagement'>,
    acceptEncoding: string | undefined,
  ) {
    const { db, settings } = this.context;
    const member = await this.caller(memberId);
    const { start, end } = monthBounds(body.selMonth, settings.timeZone);
    const divisionId = body.isAll ? undefined : member.divisionId;
    const build = async () =>
      reportText(
        managementReportFields,
        await managementReportRecords(db, {
          start,
          end,
          divisionId,
          programmeName: settings.programmeName,
        }),
      );
    return send(
      await this.reportCache.get(
        `${body.selMonth}:${divisionId ?? 'all'}`,
        member.newest,
        build,
        () => this.namesFingerprint(),
      ),
      acceptEncoding,
    );
  }

  /** The recommendations report of a range of months: an administrator's of every division. */
  async recommendations(memberId: number, body: RequestBody<'reportRecommendations'>) {
    const { db, settings } = this.context;
    const member = await this.caller(memberId);
    if (body.selMonthFrom > body.selMonthTo)
      throw badRequest(
        { selMonthTo: reportRefusals.monthsOutOfOrder },
        reportRefusals.monthsOutOfOrder,
      );
    const records = await recommendationsReportRecords(db, {
      start: monthBounds(body.selMonthFrom, settings.timeZone).start,
      end: monthBounds(body.selMonthTo, settings.timeZone).end,
      divisionId: member.isAdminReports ? undefined : member.divisionId,
    });
    return encoded(reportText(recommendationsReportFields, records));
  }

  /** The caller's roles, and the management report's fingerprint in the same round trip. */
  private async caller(memberId: number) {
    const [row] = await this.context.db
      .select({
        id: members.id,
        divisionId: members.divisionId,
        isManager: members.isManager,
        isAdminReports: members.isAdminReports,
        newest: sql<string>`(select coalesce(max(id), 0) from ${awards})::text || ':' ||
          (select coalesce(max(id), 0) from ${nominations})::text`,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (!row) throw unauthorized();
    return row;
  }

  /**
   * What the report shows of members and divisions, as PostgreSQL's row versions: any change to a member
   * or a division row (a name, a cell number) makes a new version with its transaction's id, so the sum of
   * their ids changes. A scan of both tables (tens of ms for 100,000 members), run every few seconds for
   * an answer in use instead of building it again (a month of 50,000 awards takes several hundred).
   */
  private async namesFingerprint(): Promise<string> {
    const row = await firstRowOf<{ print: string }>(
      this.context.db,
      sql`
      select (select count(*)::text || '/' || coalesce(sum(xmin::text::bigint), 0)::text from ${members})
          || ':' ||
             (select count(*)::text || '/' || coalesce(sum(xmin::text::bigint), 0)::text from ${divisions})
          as print`,
    );
    return row?.print ?? '';
  }
}
