import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureNow, fixtures } from '@plaudit/api/mocks';
import { recognitionKindLabels, recognitionKinds, reportMonths } from '@plaudit/domain';
import { BarChart, InsightsFilters, InsightsPanel, type ChartGroup } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const months = reportMonths(fixtureNow, 'Africa/Johannesburg');
const series = recognitionKinds.map((kind) => ({ key: kind, label: recognitionKindLabels[kind] }));
const monthNames = ['Jun 26', 'Jul 26', 'Aug 26', 'Sep 26', 'Oct 26', 'Nov 26'];
const recognitionMonths = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const groups: ChartGroup[] = recognitionMonths.map((month, i) => ({
  key: month,
  label: monthNames[i] ?? month,
  values: Object.fromEntries(
    recognitionKinds.map((kind) => [
      kind,
      fixtures.adminInsightsRecognition.months.find((r) => r.month === month && r.kind === kind)
        ?.count ?? 0,
    ]),
  ),
}));
const columns = [
  { key: 'month', header: 'Month' },
  ...series.map((s) => ({ key: s.key, header: s.label, align: 'end' as const })),
];
const rows = groups.map((g) => ({ month: g.label, ...g.values }));

const chart = (
  <BarChart
    title="Recognition per month"
    description="Awards by type, birthdays and nominations, June to November 2026."
    series={series}
    groups={groups}
    stacked
  />
);

const meta = {
  title: 'Insights/InsightsPanel',
  component: InsightsPanel,
  args: {
    title: 'Recognition per month',
    summary: 'Awards by type, birthdays and nominations: June 2026 to November 2026.',
    chart,
    columns,
    rows,
    fileName: 'recognition.csv',
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InsightsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Recognition per month/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /the figures/ })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Month',
      'Shout Out',
      'Recognise',
      'Adhoc',
      'Pay It Forward',
      'Birthday',
      'Nomination',
    ]);
    // Keyboard only: Tab reaches Download CSV, Enter downloads the table as CSV.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.stringMatching(
        /^"Month","Shout Out","Recognise","Adhoc","Pay It Forward","Birthday","Nomination"\r\n"Jun 26",/,
      ),
      'recognition.csv',
    );
  },
};

export const Horizontal: Story = {
  args: {
    title: 'Values recognised',
    summary: 'The company values colleagues recognised most.',
    chart: (
      <BarChart
        title="Values recognised"
        description="Awards and nominations per value."
        series={[
          { key: 'awards', label: 'Awards' },
          { key: 'nominations', label: 'Nominations' },
        ]}
        groups={fixtures.adminInsightsValues.values.map((v) => ({
          key: v.value,
          label: v.value,
          values: { awards: v.awards, nominations: v.nominations },
        }))}
        horizontal
        stacked
      />
    ),
    columns: [
      { key: 'value', header: 'Value' },
      { key: 'awards', header: 'Awards', align: 'end' },
      { key: 'nominations', header: 'Nominations', align: 'end' },
    ],
    rows: fixtures.adminInsightsValues.values.map((v) => ({ ...v })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Values recognised/ })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Teamwork' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to show for these months.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { errorMessage: 'These figures could not be loaded. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * Below the fold (deferUntilNear, as the Insights screen's panels are): the heading, summary and Download
 * CSV are there at once and the chart's room is kept; the chart and its figures are drawn as the panel
 * comes near the screen.
 */
export const DrawnWhenNear: Story = {
  args: { deferUntilNear: true },
  decorators: [
    (Story) => (
      <>
        <div style={{ blockSize: '2400px' }} />
        <Story />
      </>
    ),
  ],
  // What it shows is the play: the panel before and after it is scrolled to.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Recognition per month' });
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    heading.scrollIntoView();
    await expect(
      await canvas.findByRole('img', { name: /Recognition per month/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: /the figures/ })).toBeInTheDocument();
    window.scrollTo(0, 0);
  },
};

/** At a phone's width (390 px): the chart is drawn at that width, the table scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '390px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /Recognition per month/ });
    // Drawn again at the frame's width once measured (a ResizeObserver).
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(390));
    await expect(canvas.getByRole('region', { name: /the figures/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** The filter: month range, country and division, every one reachable and chosen by keyboard. */
export const Filters: StoryObj<typeof InsightsFilters> = {
  render: (args) => <InsightsFilters {...args} />,
  args: {
    months,
    from: '2026-06',
    to: '2026-11',
    onFromChange: fn(),
    onToChange: fn(),
    countries: [
      { code: 'ZA', name: 'South Africa' },
      { code: 'NA', name: 'Namibia' },
    ],
    country: '',
    onCountryChange: fn(),
    divisions: [
      { code: 'ZA-JHB-01', name: 'Sandton Paws & Claws' },
      { code: 'NA-WDH-01', name: 'Windhoek Pet Centre' },
    ],
    division: '',
    onDivisionChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent(
      'All countries',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Namibia' }));
    await expect(args.onCountryChange).toHaveBeenCalledWith('NA');
  },
};

export const MonthsOutOfOrder: StoryObj<typeof InsightsFilters> = {
  ...Filters,
  args: {
    ...Filters.args,
    from: '2026-11',
    to: '2026-06',
    monthsError: 'The From month must not be after the To month.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The From month must not be after the To month.')).toBeVisible();
  },
};
