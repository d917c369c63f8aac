import { handlers } from '@plaudit/api/mocks';
import {
  defaultProgrammeTimeZone,
  insightsMessages,
  reportMonths,
  shiftMonth,
} from '@plaudit/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer, tokens } from '../../testing/portal';

const server = startMswServer();
const slow = { timeout: 30_000 };
const [latest = { value: '', label: '' }] = reportMonths(new Date(), defaultProgrammeTimeZone);
const labelOf = (month: string) =>
  reportMonths(new Date(), defaultProgrammeTimeZone).find((m) => m.value === month)?.label ?? '';

describe('Insights (/admin/insights)', () => {
  it('opens with the filter the address holds, and asks for those figures', async () => {
    const asked: unknown[] = [];
    server.use(
      handlers.adminInsightsRecognition.ok((body) => {
        asked.push(body);
        return { months: [] };
      }),
    );
    const from = shiftMonth(latest.value, -3);
    renderPortal(`/admin/insights?from=${from}&to=${latest.value}&country=na`, {
      token: tokens.admin,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' }, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: / From$/ })).toHaveTextContent(labelOf(from));
    await waitFor(() =>
      expect(asked).toContainEqual({
        monthFrom: from,
        monthTo: latest.value,
        clusterCode: 'NA',
        divisionCode: '',
      }),
    );
  }, 60_000);

  it('shows every panel alike, with no figures, while From is after To', async () => {
    const from = latest.value;
    const to = shiftMonth(latest.value, -2);
    renderPortal(`/admin/insights?from=${from}&to=${to}`, { token: tokens.admin });
    expect(await screen.findByText(insightsMessages.monthsOutOfOrder, {}, slow)).toBeVisible();
    const panels = await screen.findAllByRole('heading', { level: 2 });
    expect(panels.length).toBeGreaterThanOrEqual(10);
    expect(screen.getAllByText(insightsMessages.rangeToCorrect)).toHaveLength(panels.length);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/Outstanding \(the programme's liability\)/)).toBeNull();
  }, 60_000);
});
