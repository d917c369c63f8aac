import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, handlers } from '@plaudit/api/mocks';
import { flowMessages, reportRefusals, formatMessageById } from '@plaudit/domain';
import { expect, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { findDialog, mswParameters, page, Portal, slow, tokens } from './support';
import { uiWord } from '@plaudit/ui';
import { containing } from '../support/i18n.ts';

// The statements and reports (SPEC §2), routed, with a fresh store and the demo server's answers (the mock
// reports refuse and filter as the server does). The report answers are pinned to the fixtures here, so a
// story does not depend on which month the clock is in.
const meta = {
  title: 'Screens/Reports',
  component: Portal,
  args: { path: '/statement', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, slow);

/** Each statement keeps the spec's title and names its balance as the brand names it everywhere. */
export const PointsStatement: Story = {
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('app.titles.pointsStatement'));
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(flowMessages.statementOf(siteOf(globals).pointsName)),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('rowheader', { name: uiWord('Balance') }, slow),
    ).toBeVisible();
    await expect(
      // The entry's description is the server's own text (English in the fixtures).
      canvas.getAllByText('Order ORD-10041: Checkers voucher')[0],
    ).toBeVisible();
  },
};

export const PeerToPeerStatementEmpty: Story = {
  args: { path: '/payitforwardstatement' },
  parameters: mswParameters(handlers.payItForwardStatement.ok({ report: [] })),
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('app.titles.payItForwardStatement'));
    await expect(
      within(canvasElement).getByText(flowMessages.statementOf(siteOf(globals).awardPointsName)),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByText(formatMessageById('message.noResults'), {}, slow),
    ).toBeVisible();
  },
};

export const ManagementStatementServerError: Story = {
  args: { path: '/managementstatement' },
  parameters: mswParameters(handlers.managementStatement.message('Statements are being updated.')),
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent('Statements are being updated.');
    await expect(
      within(canvasElement).getByText(flowMessages.statementOf(siteOf(globals).budgetName)),
    ).toBeInTheDocument();
  },
};

export const ManagementReportRows: Story = {
  args: { path: '/reportmanagement' },
  parameters: mswParameters(handlers.reportManagement.ok(fixtures.managementReport)),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Management Report'));
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row', {}, slow)).toHaveLength(61);
    await expect(canvas.getByRole('button', { name: uiWord('Export to CSV') })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: uiWord('Current') })).toBeChecked();
  },
};

export const ManagementReportAllDivisionsRefused: Story = {
  args: { path: '/reportmanagement', token: tokens.manager },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Management Report'));
    await userEvent.click(
      within(canvasElement).getByRole('radio', { name: uiWord('All Divisions') }),
    );
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent(reportRefusals.allDivisionsAdminOnly);
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('OK') }));
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const RecommendationsReportLoaded: Story = {
  args: { path: '/reportrecommendations' },
  parameters: mswParameters(handlers.reportRecommendations.ok(fixtures.recommendationsReport)),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Recommendations Report'));
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Load Report') }));
    await expect(await canvas.findAllByRole('row', {}, slow)).toHaveLength(81);
    await userEvent.click(
      canvas.getByRole('button', { name: containing(uiWord('Export to CSV')) }),
    );
    await expect(page(canvasElement).getAllByRole('menuitem')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
  },
};

export const RecommendationsReportFromChangedSinceLoading: Story = {
  args: { path: '/reportrecommendations' },
  parameters: mswParameters(handlers.reportRecommendations.ok(fixtures.recommendationsReport)),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Recommendations Report'));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Load Report') }));
    await canvas.findAllByRole('row', {}, slow);
    const loaded = canvas.getByRole('table').querySelector('caption')?.textContent ?? '';
    // The caption names the months loaded; the range is what the message puts around them.
    const [before = '', after = ''] = formatMessageById('phrase.recommendationsFrom', {
      range: '…',
    }).split('…');
    await expect(loaded.startsWith(before) && loaded.endsWith(after)).toBe(true);
    const range = loaded.slice(before.length, loaded.length - after.length);
    await expect(range).not.toBe('');
    // A new From month, not loaded yet: the table (and its printed title) still says what it holds.
    await userEvent.click(canvas.getByRole('button', { name: containing(uiWord('From')) }));
    await userEvent.click(page(canvasElement).getAllByRole('option')[1] as HTMLElement);
    await expect(canvas.getByRole('table', { name: loaded })).toBeVisible();
    await expect(
      canvas.getByText(formatMessageById('phrase.recommendationsPrintTitle', { range })),
    ).toBeInTheDocument();
  },
};
