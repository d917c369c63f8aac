import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { currentFormatter, operationsMessages, formatMessageById } from '@plaudit/domain';
import { OrdersConsole, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, partBefore, startingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/** The waiting lines' heading with their count, as the console writes it in the language shown. */
const waitingHeading = (count: number) =>
  formatMessageById('consoleText.withCode', {
    name: uiWord('Waiting for voucher codes'),
    code: currentFormatter().number(count),
  });

const meta = {
  title: 'Console/Orders',
  component: OrdersConsole,
  args: {
    pending: fixtures.pendingLines,
    stock: fixtures.stockRows,
    timeZone: 'Africa/Johannesburg',
    onRefund: fn(),
    onShowHistory: fn(),
  },
} satisfies Meta<typeof OrdersConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Pending lines oldest first, and the stock with its low-stock warning. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: waitingHeading(2) })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('PL-200031');
    await expect(
      canvas.getByText(
        containing(
          partBefore(formatMessageById('phrase.lowOnCodes', { count: 2, codes: '…' }), '…'),
        ),
      ),
    ).toBeVisible();
  },
};

/** More lines wait than the list holds (the server sends the oldest 200): the heading counts them all. */
export const CutAtTheLimit: Story = {
  args: { pendingTotal: 1312 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: waitingHeading(1312) })).toBeVisible();
    await expect(
      canvas.getByText(
        formatMessageById('phrase.linesShownOf', {
          shown: currentFormatter().number(2),
          total: currentFormatter().number(1312),
        }),
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { pending: undefined, stock: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    pending: undefined,
    stock: undefined,
    loadError: 'The orders could not be loaded. Please try again.',
  },
};

export const NothingPending: Story = {
  args: { pending: [], stock: fixtures.stockRows.filter((s) => !s.isLow) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(uiWord('No order lines are waiting for codes.')),
    ).toBeVisible();
  },
};

/** Refund asks why first; Cancel refunds nothing. */
export const RefundConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: uiWord('Refund') });
    if (first) await userEvent.click(first);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: uiWord('Refund this line?'),
    });
    const confirm = within(dialog).getByRole('button', {
      // The points' name is the brand's: the button is known by what comes before it.
      name: startingWith(
        formatMessageById('consoleText.refundPoints', {
          points: currentFormatter().number(250),
          pointsName: '',
        }),
      ),
    });
    await expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: uiWord('Reason') }),
      'No stock',
    );
    await userEvent.click(confirm);
    await expect(args.onRefund).toHaveBeenCalledWith({ orderLineId: 9101, reason: 'No stock' });
  },
};

export const RefundDialog: Story = {
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('button', { name: uiWord('Refund') });
    if (first) await userEvent.click(first);
    await expect(await body(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};

export const Refunded: Story = {
  args: {
    pending: fixtures.pendingLines.slice(1),
  },
  ...argsWhenRendered(() => ({
    defaultOutcome: { ok: true, message: operationsMessages.refunded(250, 'PL-200031') },
  })),
};

export const RefundRefused: Story = {
  ...argsWhenRendered(() => ({
    defaultOutcome: { ok: false, message: operationsMessages.lineNotPending },
  })),
};

/** An order's history: its lines and what happened to it. */
export const History: Story = {
  args: { history: fixtures.adminOrderHistory },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Placed by Lerato Mokoena/)).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: uiWord('Order number') }),
      'PL-200031{Enter}',
    );
    await expect(args.onShowHistory).toHaveBeenCalledWith('PL-200031');
  },
};

export const HistoryNotFound: Story = {
  ...argsWhenRendered(() => ({ historyError: operationsMessages.orderNotFound('PL-999') })),
};

/** An operator checks a pending order on a phone. */
export const OnAPhone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('button', { name: uiWord('Refund') });
    await expect(first).toBeVisible();
    await expect(first?.getBoundingClientRect().right ?? 999).toBeLessThanOrEqual(390);
  },
};
