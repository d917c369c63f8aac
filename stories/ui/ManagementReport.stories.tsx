import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, fixtureNow } from '@plaudit/api/mocks';
import {
  managementReportColumns,
  reportMonths,
  reportRefusals,
  formatMessageById,
} from '@plaudit/domain';
import { ManagementReport, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const months = reportMonths(fixtureNow, 'Africa/Johannesburg');

const meta = {
  title: 'Reports/ManagementReport',
  component: ManagementReport,
  args: {
    months,
    month: months[0]?.value ?? '2026-11',
    onMonthChange: fn(),
    scope: 'current',
    onScopeChange: fn(),
    rows: fixtures.managementReport.report.slice(0, 12),
    timeZone: 'Africa/Johannesburg',
    onPrint: fn(),
    onExport: fn(),
    onErrorClose: fn(),
  },
} satisfies Meta<typeof ManagementReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: uiWord('Management Report') })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    // The spec's headings of the table and its CSV, English in every language (SPEC §2).
    await expect(headers).toEqual([...managementReportColumns]);
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Export to CSV') }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Print') }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('All Divisions') }));
    await expect(args.onScopeChange).toHaveBeenCalledWith('all');
  },
};

export const MonthDropdownNewestFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole('button', { name: containing(uiWord('Month')) }),
    ).toHaveTextContent('November 2026');
    await userEvent.click(canvas.getByRole('button', { name: containing(uiWord('Month')) }));
    const options = body.getAllByRole('option');
    // November 2026 back to January 2023 (SPEC §9).
    await expect(options).toHaveLength(47);
    await expect(options[0]).toHaveTextContent('November 2026');
    await expect(options[46]).toHaveTextContent('January 2023');
    await userEvent.click(body.getByRole('option', { name: 'October 2026' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-10');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatMessageById('message.noResults'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiWord('Print') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: uiWord('Export to CSV') })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { rows: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      formatMessageById('message.loading'),
    );
    await expect(canvas.getByRole('button', { name: uiWord('Print') })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { rows: undefined, scope: 'all' },
  ...argsWhenRendered(() => ({ errorMessage: reportRefusals.allDivisionsAdminOnly })),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', {
      name: formatMessageById('apiError.pleaseNote'),
    });
    await expect(dialog).toHaveTextContent(reportRefusals.allDivisionsAdminOnly);
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('OK') }));
    await expect(args.onErrorClose).toHaveBeenCalled();
  },
};
