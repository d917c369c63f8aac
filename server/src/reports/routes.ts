import { monthBounds, reportRefusals } from '@plaudit/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import { encoded, registerCall, signedIn } from '../http/calls.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
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
const reportJson = (fields: readonly string[], records: string) =>
  encoded(reportText(fields, records));

/** A statement shorter than this is built each time; a longer one is kept while its account is unchanged. */
const keptStatementEntries = 500;

/** /api/report/*: the three statements (any member, their own accounts) and the two reports (who may see them: apiAccess, checked by registerCall). */
export function reportRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;

  /** The caller's roles, and the management report's fingerprint in the same round trip. */
  const caller = async (memberId: number) => {
    const [row] = await db
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
  };

  // A statement is exact while its account's entries are (they are only ever added); a report also
  // names members and divisions, which its fingerprint (the newest award and nomination) cannot see, so it
  // is kept for at most 5 s (DESIGN.md "Scale"): after 3 s a request has it checked in the background
  // (namesFingerprint), and kept another while unchanged, else built again.
  const statementCache = new ReportCache({ maxBytes: 64 * 1024 * 1024 });
  const reportCache = new ReportCache({
    maxBytes: 128 * 1024 * 1024,
    maxAgeMs: 5_000,
    refreshAfterMs: 3_000,
  });

  /**
   * What the report shows of members and divisions, as PostgreSQL's row versions: any change to a member
   * or a division row (a name, a cell number) makes a new version with its transaction's id, so the sum of
   * their ids changes. A scan of both tables (tens of ms for 100,000 members), run every few seconds for
   * an answer in use instead of building it again (a month of 50,000 awards takes several hundred).
   */
  const namesFingerprint = async () => {
    const row = await firstRowOf<{ print: string }>(
      db,
      sql`
      select (select count(*)::text || '/' || coalesce(sum(xmin::text::bigint), 0)::text from ${members})
          || ':' ||
             (select count(*)::text || '/' || coalesce(sum(xmin::text::bigint), 0)::text from ${divisions})
          as print`,
    );
    return row?.print ?? '';
  };

  /** A kept answer, compressed once per encoding for the clients that accept it. */
  const send = async (answer: KeptAnswer, acceptEncoding: string | undefined) => {
    const ready = await withCompression(answer, acceptEncoding);
    return encoded(ready.bytes, ready.copies);
  };

  const statements = [
    ['statement', 'redeemable'],
    ['payItForwardStatement', 'payItForward'],
    ['managementStatement', 'management'],
  ] as const satisfies readonly (readonly [string, MemberAccountKind])[];
  for (const [name, kind] of statements) {
    registerCall(app, context, name, async ({ session, request }) => {
      const memberId = signedIn(session).memberId;
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
        await statementCache.get(`${memberId}:${kind}`, `${account.n}:${account.last}`, build),
        request.headers['accept-encoding'],
      );
    });
  }

  registerCall(app, context, 'reportManagement', async ({ body, session, request }) => {
    const member = await caller(signedIn(session).memberId);
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
      await reportCache.get(
        `${body.selMonth}:${divisionId ?? 'all'}`,
        member.newest,
        build,
        namesFingerprint,
      ),
      request.headers['accept-encoding'],
    );
  });

  registerCall(app, context, 'reportRecommendations', async ({ body, session }) => {
    const member = await caller(signedIn(session).memberId);
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
    return reportJson(recommendationsReportFields, records);
  });
}
