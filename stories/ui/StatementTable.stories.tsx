import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, longStatement } from '@plaudit/api/mocks';
import { StatementTable, uiWord } from '@plaudit/ui';
import { expect, userEvent, within } from 'storybook/test';
import { currentFormatter, formatMessageById } from '@plaudit/domain';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const meta = {
  title: 'Reports/StatementTable',
  component: StatementTable,
  args: {
    label: 'Points Statement',
    rows: fixtures.statement.report.slice(0, 6),
    timeZone: 'Africa/Johannesburg',
  },
} satisfies Meta<typeof StatementTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { label: 'Peer to Peer Recognition Statement', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatMessageById('message.noResults'))).toBeVisible();
    await expect(canvas.queryByText(uiWord('Balance'))).toBeNull();
    await expect(
      canvas.getByRole('columnheader', { name: formatMessageById('statement.debit') }),
    ).toBeVisible();
  },
};

export const Short: Story = {
  args: {
    rows: [
      {
        transDate: new Date(Date.UTC(2026, 10, 21, 14, 3)),
        transDescription: 'Recognise: Drives Results \u2014 from Pieter van der Merwe',
        pointsValue: 50,
      },
      {
        transDate: new Date(Date.UTC(2026, 10, 18, 9, 30)),
        transDescription: 'Order PR-000123',
        pointsValue: -200,
      },
      {
        transDate: new Date(Date.UTC(2026, 10, 1, 0, 5)),
        transDescription: 'Programme welcome bonus',
        pointsValue: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    // Heading, three entries, the balance.
    await expect(rows).toHaveLength(5);
    await expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      currentFormatter().dateTime(new Date(Date.UTC(2026, 10, 21, 14, 3)), 'Africa/Johannesburg'),
      'Recognise: Drives Results \u2014 from Pieter van der Merwe',
      '',
      '50',
    ]);
    await expect(within(rows[2] as HTMLElement).getByText('-200')).toBeVisible();
    // A zero entry is a credit of 0.
    await expect(within(rows[3] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('0');
    await expect(canvas.getByRole('rowheader', { name: uiWord('Balance') })).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('-150')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const TenThousandEntries: Story = {
  args: { rows: longStatement().report },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One page of 50 entries, the heading and the balance.
    await expect(canvas.getAllByRole('row')).toHaveLength(52);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      formatMessageById('statement.entries', { first: '1', last: '50', total: '10,000' }),
    );
    const older = canvas.getByRole('button', { name: uiWord('Older') });
    await expect(canvas.getByRole('button', { name: uiWord('Newer') })).toBeDisabled();
    await userEvent.click(older);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      formatMessageById('statement.entries', { first: '51', last: '100', total: '10,000' }),
    );
    await expect(older).toHaveFocus();
    // 7,500 credits of 10 and 2,500 debits of 25.
    await expect(
      canvas.getByRole('rowheader', { name: uiWord('Balance') }).nextElementSibling,
    ).toHaveTextContent('12,500');
  },
};

/** The statement is on its way: 'Loading...' in place of the table, nothing to page. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      formatMessageById('message.loading'),
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The statement could not be loaded: the reason above an empty table. */
export const LoadError: Story = {
  args: { rows: [] },
  ...argsWhenRendered(() => ({ errorMessage: formatMessageById('apiError.dataRequestError') })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessageById('apiError.dataRequestError'),
    );
    await expect(canvas.getByText(formatMessageById('message.noResults'))).toBeVisible();
  },
};

/**
 * At 390 px each entry stacks as a card of labelled lines (date, description, then its debit or its
 * credit), the balance below: nothing is wider than the phone, so nothing scrolls sideways.
 */
export const OnAPhone: Story = {
  parameters: { phone: true },
  args: {
    rows: [
      {
        transDate: new Date(Date.UTC(2026, 10, 21, 14, 3)),
        transDescription:
          'Recognise: Drives Results \u2014 from Pieter van der Merwe, Harbour Quay distribution centre',
        pointsValue: 12500,
      },
      {
        transDate: new Date(Date.UTC(2026, 10, 18, 9, 30)),
        transDescription: 'Order PR-000123',
        pointsValue: -200,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const width = doc.documentElement.clientWidth;
    await expect(width).toBeLessThanOrEqual(390);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    const wider = Array.from(canvasElement.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    await expect(wider.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    // Each cell names its column; the empty debit or credit takes no line (nor a place in the a11y tree).
    const rows = canvas.getAllByRole('row');
    const cells = (row: number) => Array.from((rows[row] as HTMLElement).querySelectorAll('td'));
    const label = (el: Element | undefined) =>
      el ? getComputedStyle(el, '::before').content : 'none';
    const [date, description, debit, credit] = cells(1);
    await expect([date, description, credit].map(label)).toEqual(
      ['statement.date', 'statement.description', 'statement.credit'].map(
        (id) => `"${formatMessageById(id)}"`,
      ),
    );
    await expect(debit).not.toBeVisible();
    await expect(credit).toHaveTextContent('12,500');
    // A card: the description sits below the date, not beside it.
    await expect(description?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      date?.getBoundingClientRect().bottom ?? Infinity,
    );
    await expect(label(cells(2)[2])).toBe(`"${formatMessageById('statement.debit')}"`);
    await expect(cells(2)[3]).not.toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: uiWord('Balance') })).toBeVisible();
  },
};

/** An empty statement at 390 px: 'No Results' across the card, with no column's name. */
export const EmptyOnAPhone: Story = {
  parameters: { phone: true },
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const empty = within(canvasElement).getByText(formatMessageById('message.noResults'));
    await expect(getComputedStyle(empty, '::before').content).toBe('none');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
