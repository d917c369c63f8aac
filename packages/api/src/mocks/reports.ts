import { reportRefusals } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Member } from '../entities';
import { divisions, managementReport, recommendationsReport } from './fixtures';

/**
 * The reports as the server answers them (server/src/reports/): managers and admins only (403
 * otherwise), All Divisions for admins, Current the caller's division (rows given or received in it),
 * months compared as 'yyyy-MM' (the fixtures' dates are far enough from a month's edge that UTC and the
 * programme time zone agree), From after To refused.
 */
const forbidden = (message: string) => HttpResponse.json({ message }, { status: 403 });

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const newestFirst = (a: { date: Date }, b: { date: Date }) => b.date.getTime() - a.date.getTime();

export function managementReportAnswer(
  { selMonth, isAll }: RequestOf<'reportManagement'>,
  member: Member,
): ResponseOf<'reportManagement'> | Response {
  if (!member.isManager && !member.isAdminReports) return forbidden(reportRefusals.managersOnly);
  if (isAll && !member.isAdminReports) return forbidden(reportRefusals.allDivisionsAdminOnly);
  const own = divisions.find((d) => d.divisionCode === member.divisionCode)?.division;
  const report = managementReport.report.filter(
    (row) =>
      monthOf(row.date) === selMonth &&
      (isAll || row.fromDivision === own || row.toDivision === own),
  );
  return { report: report.sort(newestFirst) };
}

export function recommendationsReportAnswer(
  { selMonthFrom, selMonthTo }: RequestOf<'reportRecommendations'>,
  member: Member,
): ResponseOf<'reportRecommendations'> | Response {
  if (!member.isManager && !member.isAdminReports) return forbidden(reportRefusals.managersOnly);
  if (selMonthFrom > selMonthTo)
    return HttpResponse.json(
      {
        message: reportRefusals.monthsOutOfOrder,
        formErrors: { selMonthTo: reportRefusals.monthsOutOfOrder },
      },
      { status: 400 },
    );
  const report = recommendationsReport.report.filter((row) => {
    const month = monthOf(row.date);
    return month >= selMonthFrom && month <= selMonthTo;
  });
  return { report: report.sort(newestFirst) };
}

/** A statement of `count` entries, newest first, an hour apart from the fixtures' moment (a long-serving member). */
export function longStatement(count = 10_000): ResponseOf<'statement'> {
  const newest = Date.UTC(2026, 10, 21, 14, 0);
  return {
    report: Array.from({ length: count }, (_, i) => {
      const debit = i % 4 === 1;
      return {
        transDate: new Date(newest - i * 3_600_000),
        transDescription: debit
          ? `Order PR-${String(900000 - i).padStart(6, '0')}`
          : `Recognition: Drives Results \u2014 from Pieter van der Merwe (${String(count - i)})`,
        pointsValue: debit ? -25 : 10,
      };
    }),
  };
}
