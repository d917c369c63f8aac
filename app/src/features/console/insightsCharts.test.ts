import { describe, expect, it } from 'vitest';
import { adjustmentsChart } from './insightsCharts';

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
