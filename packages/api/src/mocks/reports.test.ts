import { reportRefusals } from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { demoMembers } from './fixtures';
import { longStatement, managementReportAnswer, recommendationsReportAnswer } from './reports';

const status = (answer: unknown) => (answer instanceof Response ? answer.status : 200);

describe('msw reports answer as the server does', () => {
  it('refuses a member both reports and a manager All Divisions', async () => {
    const member = managementReportAnswer(
      { selMonth: '2026-11', isAll: false },
      demoMembers.member,
    );
    expect(status(member)).toBe(403);
    expect(await (member as Response).json()).toEqual({ message: reportRefusals.managersOnly });
    expect(
      status(
        recommendationsReportAnswer(
          { selMonthFrom: '2026-11', selMonthTo: '2026-11' },
          demoMembers.member,
        ),
      ),
    ).toBe(403);
    expect(
      status(managementReportAnswer({ selMonth: '2026-11', isAll: true }, demoMembers.manager)),
    ).toBe(403);
  });

  it('filters by month and division, newest first', () => {
    const all = managementReportAnswer({ selMonth: '2026-11', isAll: true }, demoMembers.admin);
    const current = managementReportAnswer(
      { selMonth: '2026-11', isAll: false },
      demoMembers.admin,
    );
    if (all instanceof Response || current instanceof Response) throw new Error('refused');
    expect(all.report.length).toBeGreaterThan(current.report.length);
    const times = all.report.map((r) => r.date.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const none = managementReportAnswer({ selMonth: '2025-01', isAll: true }, demoMembers.admin);
    expect(none).toEqual({ report: [] });
  });

  it('takes a recommendations month range inclusive and refuses From after To', () => {
    const range = recommendationsReportAnswer(
      { selMonthFrom: '2026-10', selMonthTo: '2026-11' },
      demoMembers.admin,
    );
    if (range instanceof Response) throw new Error('refused');
    expect(
      range.report.every((r) => ['2026-10', '2026-11'].includes(r.date.toISOString().slice(0, 7))),
    ).toBe(true);
    expect(range.report.length).toBeGreaterThan(0);
    expect(
      status(
        recommendationsReportAnswer(
          { selMonthFrom: '2026-11', selMonthTo: '2026-10' },
          demoMembers.admin,
        ),
      ),
    ).toBe(400);
  });

  it('builds a statement of 10,000 entries newest first', () => {
    const { report } = longStatement();
    expect(report).toHaveLength(10_000);
    expect(report[0]?.transDate.getTime()).toBeGreaterThan(report[1]?.transDate.getTime() ?? 0);
  });
});
