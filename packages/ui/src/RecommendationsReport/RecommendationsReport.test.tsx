import { reportMonths } from '@plaudit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecommendationsReport, type RecommendationsEntry } from './RecommendationsReport.tsx';

const months = reportMonths(new Date('2026-11-23T10:00:00Z'), 'Africa/Johannesburg');
const rows: RecommendationsEntry[] = [
  {
    transId: 910001,
    date: new Date('2026-10-02T09:01:00Z'),
    clinicId: 'CL-0041',
    memberNumber: '0820000002',
    member: 'Pieter van der Merwe',
    cellNo: '0820000002',
    transDescription: "Recommended Hill's Prescription Diet k/d, 2kg",
    points: 10,
  },
];
const handlers = {
  onFromChange: vi.fn(),
  onToChange: vi.fn(),
  onLoad: vi.fn(),
  onPrint: vi.fn(),
  onExport: vi.fn(),
};

describe('RecommendationsReport', () => {
  it('names the table and the printed title after the months chosen when no range is given', () => {
    render(
      <RecommendationsReport
        months={months}
        from="2026-09"
        to="2026-10"
        rows={rows}
        timeZone="Africa/Johannesburg"
        {...handlers}
      />,
    );
    expect(
      screen.getByRole('table', { name: 'Recommendations from September 2026 to October 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Recommendations Report: September 2026 to October 2026'),
    ).toBeInTheDocument();
  });

  it('names the loaded range, not From and To changed since without loading', () => {
    render(
      <RecommendationsReport
        months={months}
        from="2026-11"
        to="2026-11"
        loadedRange={{ from: '2026-09', to: '2026-10' }}
        rows={rows}
        timeZone="Africa/Johannesburg"
        {...handlers}
      />,
    );
    expect(
      screen.getByRole('table', { name: 'Recommendations from September 2026 to October 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Recommendations Report: September 2026 to October 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/November 2026 to November 2026/)).not.toBeInTheDocument();
  });

  it('keeps dates and codes on one line, so only names and descriptions wrap', () => {
    render(
      <RecommendationsReport
        months={months}
        from="2026-09"
        to="2026-10"
        rows={rows}
        timeZone="Africa/Johannesburg"
        {...handlers}
      />,
    );
    const cells = screen.getAllByRole('cell');
    const kept = cells.filter((c) => c.hasAttribute('data-nowrap')).map((c) => c.textContent);
    expect(kept).toEqual(['910001', '2 Oct 2026 11:01', 'CL-0041', '0820000002', '0820000002']);
  });

  it('puts the table in a named region the keyboard can reach, to scroll it sideways on a phone', () => {
    render(
      <RecommendationsReport
        months={months}
        from="2026-09"
        to="2026-10"
        rows={rows}
        timeZone="Africa/Johannesburg"
        {...handlers}
      />,
    );
    const region = screen.getByRole('region', {
      name: 'Recommendations from September 2026 to October 2026',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('names each CSV variant for what it does, and exports the one chosen', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    render(
      <RecommendationsReport
        months={months}
        from="2026-09"
        to="2026-10"
        rows={rows}
        timeZone="Africa/Johannesburg"
        {...handlers}
        onExport={onExport}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Export to CSV/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Standard (with byte-order mark)',
      'Alternate (bare CR line ends)',
      'ASCII (non-Latin characters replaced)',
      'Compatibility (line breaks in cells replaced by dashes)',
      'Alternate + Compatibility (bare CR line ends, line breaks in cells replaced by dashes)',
      'ASCII + Compatibility (non-Latin characters replaced, line breaks in cells replaced by dashes)',
    ]);
    await user.click(
      screen.getByRole('menuitem', { name: 'ASCII (non-Latin characters replaced)' }),
    );
    expect(onExport).toHaveBeenCalledWith('ascii');
  });
});
