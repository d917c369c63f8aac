import { describe, expect, it } from 'vitest';
import {
  adjustmentsChart,
  deliveriesChart,
  pointsChart,
  reactedChart,
  reactedShare,
  wallChart,
} from './insightsCharts';

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

describe('the wall’s charts', () => {
  const months = [
    { value: '2026-09', label: 'September 2026' },
    { value: '2026-10', label: 'October 2026' },
    { value: '2026-11', label: 'November 2026' },
  ];
  const rows = [
    { month: '2026-09', recognitions: 8, reacted: 6, reactions: 14, comments: 3 },
    { month: '2026-11', recognitions: 3, reacted: 1, reactions: 2, comments: 0 },
  ];

  it('draws reactions and comments per month, a month without any as zero', () => {
    const chart = wallChart(rows, '2026-09', '2026-11', months);
    expect(chart.series.map((s) => s.label)).toEqual(['Reactions', 'Comments']);
    expect(chart.rows).toEqual([
      { month: 'September 2026', reactions: 14, comments: 3 },
      { month: 'October 2026', reactions: 0, comments: 0 },
      { month: 'November 2026', reactions: 2, comments: 0 },
    ]);
    expect(wallChart([], '2026-09', '2026-11', months).rows).toEqual([]);
  });

  it('gives each month’s share of recognitions with a reaction, and the whole range’s', () => {
    const chart = reactedChart(rows, '2026-09', '2026-11', months);
    expect(chart.groups.map((g) => g.values.reactedPercent)).toEqual([75, 0, 33]);
    expect(chart.rows[0]).toEqual({
      month: 'September 2026',
      recognitions: 8,
      reacted: 6,
      reactedPercent: 75,
    });
    // 7 of 11 recognitions.
    expect(reactedShare(rows)).toBe(64);
    expect(reactedShare([])).toBe(0);
    expect(reactedChart([], '2026-09', '2026-11', months).rows).toEqual([]);
  });
});

describe('deliveriesChart', () => {
  const months = [
    { value: '2026-09', label: 'September 2026' },
    { value: '2026-10', label: 'October 2026' },
  ];
  it('stacks each channel’s messages sent a month (a month without any drawn as zero), every count in the table', () => {
    const chart = deliveriesChart(
      [
        { month: '2026-10', channel: 'sms', sent: 40, delivered: 0, failed: 0, fellBack: 0 },
        { month: '2026-10', channel: 'whatsapp', sent: 20, delivered: 17, failed: 2, fellBack: 3 },
      ],
      '2026-09',
      '2026-10',
      months,
    );
    expect(chart.series.map((s) => s.label)).toEqual([
      'SMS',
      'WhatsApp',
      'Email',
      'Push notifications',
    ]);
    expect(chart.groups.map((g) => g.values)).toEqual([
      { sms: 0, whatsapp: 0, email: 0, push: 0 },
      { sms: 40, whatsapp: 20, email: 0, push: 0 },
    ]);
    expect(chart.columns.map((c) => c.header)).toEqual([
      'Month',
      'Channel',
      'Sent',
      'Delivered',
      'Failed',
      'Fell back to SMS',
    ]);
    expect(chart.rows).toEqual([
      { month: 'October 2026', channel: 'SMS', sent: 40, delivered: 0, failed: 0, fellBack: 0 },
      {
        month: 'October 2026',
        channel: 'WhatsApp',
        sent: 20,
        delivered: 17,
        failed: 2,
        fellBack: 3,
      },
    ]);
    expect(deliveriesChart([], '2026-09', '2026-10', months).rows).toEqual([]);
  });
});
