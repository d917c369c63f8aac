import { monthBounds, reportRefusals } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { members, type MemberAccountKind } from '../db/schema.ts';
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
} from '../reports/reports.ts';

const reportJson = (fields: readonly string[], records: string) =>
  encoded(`{"report":${datasetJson(fields, records)}}`);

/** /api/report/*: the three statements (any member, their own accounts) and the two reports (who may see them: apiAccess, checked by registerCall). */
export function reportRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;

  const caller = async (memberId: number) => {
    const [row] = await db
      .select({
        id: members.id,
        divisionId: members.divisionId,
        isManager: members.isManager,
        isAdminReports: members.isAdminReports,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (!row) throw unauthorized();
    return row;
  };

  const statements = [
    ['statement', 'redeemable'],
    ['payItForwardStatement', 'payItForward'],
    ['managementStatement', 'management'],
  ] as const satisfies readonly (readonly [string, MemberAccountKind])[];
  for (const [name, kind] of statements) {
    registerCall(app, context, name, async ({ session }) => {
      const memberId = signedIn(session).memberId;
      return reportJson(statementFields, await statementRecords(db, memberId, kind));
    });
  }

  registerCall(app, context, 'reportManagement', async ({ body, session }) => {
    const member = await caller(signedIn(session).memberId);
    const { start, end } = monthBounds(body.selMonth, settings.timeZone);
    const records = await managementReportRecords(db, {
      start,
      end,
      divisionId: body.isAll ? undefined : member.divisionId,
      programmeName: settings.programmeName,
    });
    return reportJson(managementReportFields, records);
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
