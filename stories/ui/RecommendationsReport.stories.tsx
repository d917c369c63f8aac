import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, fixtureNow } from '@plaudit/api/mocks';
import {
  csvVariantName,
  recommendationsCsvVariants,
  recommendationsReportColumns,
  reportMonths,
  reportRefusals,
  formatMessageById,
} from '@plaudit/domain';
import { RecommendationsReport, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const months = reportMonths(fixtureNow, 'Africa/Johannesburg');

const meta = {
  title: 'Reports/RecommendationsReport',
  component: RecommendationsReport,
  args: {
    months,
    from: '2026-09',
    to: '2026-11',
    onFromChange: fn(),
    onToChange: fn(),
    onLoad: fn(),
    rows: fixtures.recommendationsReport.report.slice(0, 10),
    timeZone: 'Africa/Johannesburg',
    onPrint: fn(),
    onExport: fn(),
    onErrorClose: fn(),
  },
} satisfies Meta<typeof RecommendationsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeLoading: Story = {
  args: { rows: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: containing(uiWord('Export to CSV')) }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Load Report') }));
    await expect(args.onLoad).toHaveBeenCalled();
  },
};

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    // The spec's headings of the table and its CSV, English in every language (SPEC §2).
    await expect(headers).toEqual([...recommendationsReportColumns]);
    await expect(canvas.getByText('Recommended "Renal" diet, 2kg bag')).toBeVisible();
  },
};

/** The export menu: each variant named with what it does to the file (SPEC §9's words). */
export const CsvDropdown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(uiWord('Export to CSV')) }),
    );
    const items = body.getAllByRole('menuitem').map((i) => i.textContent);
    await expect(items).toEqual(recommendationsCsvVariants.map(csvVariantName));
    const [standard, alternate] = recommendationsCsvVariants.map(csvVariantName);
    await expect(items[0]).toBe(standard);
    await userEvent.click(body.getByRole('menuitem', { name: alternate }));
    await expect(args.onExport).toHaveBeenCalledWith('alternate');
  },
};

/** On a phone the menu stays on the screen: the longer names wrap. */
export const CsvDropdownOnAPhone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(uiWord('Export to CSV')) }),
    );
    const menu = body.getByRole('menu');
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    // The popover is placed again once its wrapped width is known (a frame or two after it opens): it
    // settles inside the screen's 12 px edge, as React Aria keeps it.
    await waitFor(async () => {
      const { left, right } = menu.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(11);
      await expect(right).toBeLessThanOrEqual(width - 11);
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatMessageById('message.noResults'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiWord('Print') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: containing(uiWord('Export to CSV')) }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { rows: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      formatMessageById('message.loading'),
    );
  },
};

export const ServerError: Story = {
  args: { rows: undefined },
  ...argsWhenRendered(() => ({ errorMessage: reportRefusals.monthsOutOfOrder })),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: formatMessageById('apiError.pleaseNote'),
    });
    await expect(dialog).toHaveTextContent(reportRefusals.monthsOutOfOrder);
  },
};
