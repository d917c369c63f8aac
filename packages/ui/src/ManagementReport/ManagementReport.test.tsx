import { reportMonths } from '@plaudit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManagementReport, type ManagementReportEntry } from './ManagementReport.tsx';

const months = reportMonths(new Date('2026-11-23T10:00:00Z'), 'Africa/Johannesburg');
const row: ManagementReportEntry = {
  type: 'Recognise',
  date: new Date('2026-11-23T20:48:00Z'),
  from: 'Pieter van der Merwe',
  fromMemberNo: '0820000002',
  fromDivision: 'Paws & Claws Pet Shop, Sandton',
  to: 'Lerato Mokoena',
  toMemberNo: '0820000003',
  toDivision: 'Paws & Claws Pet Shop, Sandton',
  points: 100,
  value: 'Drives Results',
};

describe('ManagementReport', () => {
  it('lets the keyboard reach the table’s region after the controls, to scroll it on a phone', async () => {
    render(
      <ManagementReport
        months={months}
        month="2026-11"
        onMonthChange={vi.fn()}
        scope="current"
        onScopeChange={vi.fn()}
        rows={[row]}
        timeZone="Africa/Johannesburg"
        onPrint={vi.fn()}
        onExport={vi.fn()}
      />,
    );
    const region = screen.getByRole('region', { name: 'Awards in November 2026' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Awards in November 2026' }));
    screen.getByRole('button', { name: 'Export to CSV' }).focus();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('keeps the date and time on one line', () => {
    render(
      <ManagementReport
        months={months}
        month="2026-11"
        onMonthChange={vi.fn()}
        scope="current"
        onScopeChange={vi.fn()}
        rows={[row]}
        timeZone="Africa/Johannesburg"
        onPrint={vi.fn()}
        onExport={vi.fn()}
      />,
    );
    const kept = screen
      .getAllByRole('cell')
      .filter((c) => c.hasAttribute('data-nowrap'))
      .map((c) => c.textContent);
    expect(kept).toEqual(['23 Nov 2026 22:48']);
  });
});
