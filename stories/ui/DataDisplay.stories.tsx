import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateText, Loading, Money, SafeHtml, Table, type TableColumn } from '@plaudit/ui';
import { currentFormatter, type CurrencyInfo, formatMessageById } from '@plaudit/domain';
import { expect, within } from 'storybook/test';

interface StatementRow {
  id: string;
  date: Date;
  description: string;
  points: number;
}

const columns: TableColumn<StatementRow>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (r) => <DateText date={r.date} timeZone="Africa/Johannesburg" />,
  },
  { key: 'description', header: 'Description', render: (r) => r.description },
  { key: 'points', header: 'Points', render: (r) => r.points, align: 'end' },
];

const rows: StatementRow[] = [
  {
    id: '1',
    date: new Date(Date.UTC(2026, 10, 21, 14, 3)),
    description: 'Shout Out from Thandi',
    points: 50,
  },
  {
    id: '2',
    date: new Date(Date.UTC(2026, 10, 2, 8, 30)),
    description: 'Voucher redeemed',
    points: -200,
  },
];

const meta = {
  title: 'Primitives/Data display',
  component: Table<StatementRow>,
  args: { label: 'Points statement', columns, rows, rowKey: (r: StatementRow) => r.id },
} satisfies Meta<typeof Table<StatementRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TableWithRows: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(
      canvas.getByText(
        currentFormatter().dateTime(new Date(Date.UTC(2026, 10, 21, 14, 3)), 'Africa/Johannesburg'),
      ),
    ).toBeVisible();
  },
};

export const TableEmpty: Story = {
  args: { rows: [] },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.noResults')),
    ).toBeVisible();
  },
};

export const LoadingIndicator: Story = {
  render: () => <Loading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      formatMessageById('message.loading'),
    );
  },
};

const rand: CurrencyInfo = {
  currencySymbol: 'R',
  currencyDecimalPlaces: 2,
  isTruncateCents: false,
  isCurrencySymbolSuffix: false,
};
const suffix: CurrencyInfo = {
  currencySymbol: 'pts',
  currencyDecimalPlaces: 2,
  isTruncateCents: true,
  isCurrencySymbolSuffix: true,
};

export const MoneyFormats: Story = {
  render: () => (
    <ul>
      <li>
        <Money minorUnits={123456} currency={rand} />
      </li>
      <li>
        <Money minorUnits={123456} currency={suffix} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('R1,234.56')).toBeVisible();
    await expect(canvas.getByText('1,234 pts')).toBeVisible();
  },
};

export const SafeHtmlSanitises: Story = {
  render: () => (
    <>
      <SafeHtml
        html={
          '<p>Hello <strong>team</strong></p><script>window.__pwned = true</script><a href="javascript:alert(1)">x</a>'
        }
      />
      <SafeHtml fab html="~(ul~)~(li~)Grain free~(/li~)~(/ul~)" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('team').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Grain free');
  },
};
