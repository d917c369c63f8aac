import { describe, expect, it } from 'vitest';
import { adjustmentsChart, pointsChart } from './insightsCharts';

describe('adjustmentsChart', () => {
  it('names each administrator and the command line, with their figures in the table', () => {
    const chart = adjustmentsChart([
      { administrator: '', adjustments: 1, credited: 200, debited: 0 },
      { administrator: 'Thandi Nkosi', adjustments: 3, credited: 100, debited: 5 },
    ]);
    expect(chart.groups.map((g) => g.label)).toEqual(['Command line', 'Thandi Nkosi']);
    expect(chart.rows).toEqual([
      { who: 'Command line', adjustments: 1, credited: 200, debited: 0 },
      { who: 'Thandi Nkosi', adjustments: 3, credited: 100, debited: 5 },
    ]);
    expect(adjustmentsChart([]).rows).toEqual([]);
  });
});

describe('pointsChart', () => {
  const months = [
    { value: '2026-09', label: 'September 2026' },
    { value: '2026-10', label: 'October 2026' },
  ];
  const rows = [
    { month: '2026-09', balance: 'redeemable', issued: 900, used: 700, expired: 0 },
    { month: '2026-09', balance: 'management', issued: 30_000, used: 800, expired: 0 },
    { month: '2026-10', balance: 'payItForward', issued: 500, used: 300, expired: 200 },
  ] as const;

  it("draws one balance's figures, never another's (a quarter's budget is not spendable points)", () => {
    const spendable = pointsChart(rows, 'redeemable', '2026-09', '2026-10', months);
    expect(spendable.series.map((s) => s.label)).toEqual(['Issued', 'Redeemed', 'Expired']);
    expect(spendable.rows).toEqual([
      { month: 'September 2026', issued: 900, used: 700, expired: 0 },
      { month: 'October 2026', issued: 0, used: 0, expired: 0 },
    ]);
    const budgets = pointsChart(rows, 'management', '2026-09', '2026-10', months);
    expect(budgets.series.map((s) => s.label)).toEqual(['Issued', 'Given', 'Expired']);
    expect(budgets.rows[0]).toEqual({
      month: 'September 2026',
      issued: 30_000,
      used: 800,
      expired: 0,
    });
  });

  it('has no rows for a balance nothing moved in the range', () => {
    expect(
      pointsChart(rows.slice(0, 1), 'payItForward', '2026-09', '2026-10', months).rows,
    ).toEqual([]);
  });
});
