import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureNow, fixtures } from '@plaudit/api/mocks';
import {
  insightsMessages,
  pointsUsedLabels,
  recognitionKindLabels,
  recognitionKinds,
  reportMonths,
  formatMessageById,
  currentFormatter,
} from '@plaudit/domain';
import { BarChart, InsightsFilters, InsightsPanel, type ChartGroup, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, startingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const months = reportMonths(fixtureNow, 'Africa/Johannesburg');
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
const rows = groups.map((g) => ({ month: g.label, ...g.values }));

/**
 * The recognition panel's title, chart and column headings, the portal's messages read when the story
 * renders (in its language); the chart's description and the summary are the story's own English data.
 */
const recognitionTexts = () => {
  const title = formatMessageById('insightsScreen.recognitionTitle');
  const series = recognitionKinds.map((kind) => ({
    key: kind,
    label: recognitionKindLabels[kind],
  }));
  return {
    title,
    chart: (
      <BarChart
        title={title}
        description="Awards by type, birthdays and nominations, June to November 2026."
        series={series}
        groups={groups}
        stacked
      />
    ),
    columns: [
      { key: 'month', header: uiWord('Month') },
      ...series.map((s) => ({ key: s.key, header: s.label, align: 'end' as const })),
    ],
  };
};

const pointsSeries = () => [
  { key: 'issued', label: formatMessageById('insightsWord.Issued') },
  { key: 'used', label: pointsUsedLabels.redeemable },
  { key: 'expired', label: formatMessageById('insightsWord.Expired') },
];
const pointsGroups: ChartGroup[] = recognitionMonths.map((month, i) => {
  const answer = fixtures.adminInsightsPoints.months.find(
    (r) => r.month === month && r.balance === 'redeemable',
  );
  return {
    key: month,
    label: monthNames[i] ?? month,
    values: { issued: answer?.issued ?? 0, used: answer?.used ?? 0, expired: answer?.expired ?? 0 },
  };
});

const meta = {
  title: 'Insights/InsightsPanel',
  component: InsightsPanel,
  args: {
    title: 'Recognition per month',
    summary: 'Awards by type, birthdays and nominations: June 2026 to November 2026.',
    chart: null,
    columns: [],
    rows,
    fileName: 'recognition.csv',
    onDownload: fn(),
    onRetry: fn(),
  },
  ...argsWhenRendered(recognitionTexts),
} satisfies Meta<typeof InsightsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: containing(formatMessageById('insightsScreen.recognitionTitle')),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: containing(uiWord('the figures')) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      uiWord('Month'),
      formatMessageById('award.thankyou'),
      formatMessageById('award.reward'),
      uiWord('Adhoc'),
      formatMessageById('award.payitforward'),
      formatMessageById('insights.kind.birthday'),
      uiWord('Nomination'),
    ]);
    // Keyboard only: Tab reaches Download CSV, Enter downloads the table as CSV.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiWord('Download CSV') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const headings = recognitionTexts()
      .columns.map((c) => `"${c.header}"`)
      .join(',');
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.stringMatching(startingWith(`${headings}\r\n"Jun 26",`)),
      'recognition.csv',
    );
  },
};

export const Horizontal: Story = {
  args: { summary: 'The company values colleagues recognised most.' },
  ...argsWhenRendered(() => {
    const title = formatMessageById('insightsScreen.valuesTitle');
    const awards = formatMessageById('insightsWord.Awards');
    const nominations = formatMessageById('insightsWord.Nominations');
    const valueName = (value: string) => formatMessageById(`awardValue.${value}`);
    return {
      title,
      chart: (
        <BarChart
          title={title}
          description="Awards and nominations per value."
          series={[
            { key: 'awards', label: awards },
            { key: 'nominations', label: nominations },
          ]}
          groups={fixtures.adminInsightsValues.values.map((v) => ({
            key: v.value,
            label: valueName(v.value),
            values: { awards: v.awards, nominations: v.nominations },
          }))}
          horizontal
          stacked
        />
      ),
      columns: [
        { key: 'value', header: formatMessageById('insightsWord.Value') },
        { key: 'awards', header: awards, align: 'end' },
        { key: 'nominations', header: nominations, align: 'end' },
      ],
      rows: fixtures.adminInsightsValues.values.map((v) => ({ ...v, value: valueName(v.value) })),
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: containing(formatMessageById('insightsScreen.valuesTitle')),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('cell', { name: formatMessageById('awardValue.Teamwork') }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      formatMessageById('message.loading'),
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: uiWord('Download CSV') })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(uiWord('Nothing to show for these months.'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: uiWord('Download CSV') })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  ...argsWhenRendered(() => ({
    ...recognitionTexts(),
    errorMessage: formatMessageById('insightsScreen.loadFailed'),
  })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessageById('insightsScreen.loadFailed'),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * The browser's pauses held back (requestIdleCallback answers nothing until `idle.run()`), so a story sees
 * the panel before and after a pause; put back, and what waited run, when the story ends.
 */
const idle = {
  waiting: [] as IdleRequestCallback[],
  run() {
    const due = idle.waiting.splice(0);
    for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
  },
};
const holdIdle = () => {
  const request = window.requestIdleCallback;
  window.requestIdleCallback = (callback) => idle.waiting.push(callback);
  return () => {
    window.requestIdleCallback = request;
    idle.run();
  };
};
const belowTheFold = (Story: () => React.JSX.Element) => (
  <>
    <div style={{ blockSize: '2400px' }} />
    <Story />
  </>
);

/**
 * Below the fold (deferUntilNear, as the Insights screen's panels are): the heading, summary and Download
 * CSV are there at once and the chart's room is kept; the chart and its figures are drawn as the panel
 * comes near the screen.
 */
export const DrawnWhenNear: Story = {
  args: { deferUntilNear: true },
  decorators: [belowTheFold],
  beforeEach: holdIdle,
  // What it shows is the play: the panel before and after it is scrolled to.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      name: formatMessageById('insightsScreen.recognitionTitle'),
    });
    await expect(canvas.getByRole('button', { name: uiWord('Download CSV') })).toBeEnabled();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    heading.scrollIntoView();
    await expect(
      await canvas.findByRole('img', {
        name: containing(formatMessageById('insightsScreen.recognitionTitle')),
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: containing(uiWord('the figures')) }),
    ).toBeInTheDocument();
    window.scrollTo(0, 0);
  },
};

/**
 * Printed before it was scrolled to: drawn at once as the print starts (beforeprint), so the paper has
 * the chart and the figures, not the empty room kept for them.
 */
export const DrawnBeforePrinting: Story = {
  args: { deferUntilNear: true },
  decorators: [belowTheFold],
  beforeEach: holdIdle,
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    // Its listeners are set when it has been drawn (it then asks for the browser's next pause too).
    await waitFor(() => expect(idle.waiting.length).toBeGreaterThan(0));
    window.dispatchEvent(new Event('beforeprint'));
    // Drawn within the event, before the print is taken: no waiting.
    await expect(
      canvas.getByRole('img', {
        name: containing(formatMessageById('insightsScreen.recognitionTitle')),
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: containing(uiWord('the figures')) }),
    ).toBeInTheDocument();
  },
};

/**
 * Never scrolled to: drawn in the browser's next pause, so finding a figure in the page finds it (the
 * page's panels one per pause).
 */
export const DrawnWhenIdle: Story = {
  args: { deferUntilNear: true },
  decorators: [belowTheFold],
  beforeEach: holdIdle,
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await waitFor(() => expect(idle.waiting.length).toBeGreaterThan(0));
    idle.run();
    await expect(
      canvas.getByRole('region', { name: containing(uiWord('the figures')) }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('cell', { name: 'Jun 26' })).toHaveLength(1);
  },
};

/** The months cannot be answered (From after To): no figures, no headline, the same words in every panel. */
export const RangeToCorrect: Story = {
  args: { rows: [] },
  ...argsWhenRendered(() => ({
    ...recognitionTexts(),
    emptyText: insightsMessages.rangeToCorrect,
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(insightsMessages.rangeToCorrect)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: uiWord('Download CSV') })).toBeDisabled();
  },
};

/**
 * One balance apart, here members' spendable points (the Insights screen draws budgets and allowances in
 * panels of their own): issued, redeemed and expired per month, and what members hold now, the
 * programme's liability, as its headline. The chart's three series in the brand's chart colours.
 */
export const SpendablePoints: Story = {
  args: {
    summary:
      "Members' spendable points per month: issued to them, redeemed in the shop and expired: June 2026 to November 2026.",
    headline: (
      <p>
        Outstanding (the programme&apos;s liability): <strong>1,152,000</strong> points
      </p>
    ),
    rows: pointsGroups.map((g) => ({ month: g.label, ...g.values })),
  },
  ...argsWhenRendered(() => {
    const title = formatMessageById('insights.balance.redeemable');
    const series = pointsSeries();
    return {
      title,
      chart: (
        <BarChart
          title={title}
          description="Issued, redeemed and expired per month."
          series={series}
          groups={pointsGroups}
        />
      ),
      columns: [
        { key: 'month', header: uiWord('Month') },
        ...series.map((s) => ({ key: s.key, header: s.label, align: 'end' as const })),
      ],
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Outstanding \(the programme.s liability\)/)).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      uiWord('Month'),
      formatMessageById('insightsWord.Issued'),
      formatMessageById('insights.used.redeemable'),
      formatMessageById('insightsWord.Expired'),
    ]);
    // Each series in its own colour, and the key says which.
    const key = canvas.getByRole('list', {
      name: formatMessageById('insightsChart.key', {
        title: formatMessageById('insights.balance.redeemable'),
      }),
    });
    await expect(within(key).getAllByRole('listitem')).toHaveLength(3);
  },
};

const wallMonth = (month: string) =>
  fixtures.adminInsightsWall.months.find((r) => r.month === month);
const wallGroups: ChartGroup[] = recognitionMonths.map((month, i) => ({
  key: month,
  label: monthNames[i] ?? month,
  values: {
    reactions: wallMonth(month)?.reactions ?? 0,
    comments: wallMonth(month)?.comments ?? 0,
  },
}));
const reactedPercent = (month: string) => {
  const row = wallMonth(month);
  return row && row.recognitions > 0 ? Math.round((row.reacted / row.recognitions) * 100) : 0;
};

/** The wall (issue 38): reactions made and comments written per month, side by side. */
export const WallReactionsAndComments: Story = {
  args: {
    summary:
      'Reactions colleagues made and comments they wrote on the recognition wall: June 2026 to November 2026.',
    rows: wallGroups.map((g) => ({ month: g.label, ...g.values })),
    fileName: 'wall-activity.csv',
  },
  ...argsWhenRendered(() => {
    const title = formatMessageById('insightsScreen.wallTitle');
    const series = [
      { key: 'reactions', label: formatMessageById('insightsWord.Reactions') },
      { key: 'comments', label: formatMessageById('insightsWord.Comments') },
    ];
    return {
      title,
      chart: (
        <BarChart
          title={title}
          description="Reactions and comments per month."
          series={series}
          groups={wallGroups}
        />
      ),
      columns: [
        { key: 'month', header: uiWord('Month') },
        ...series.map((s) => ({ key: s.key, header: s.label, align: 'end' as const })),
      ],
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: containing(formatMessageById('insightsScreen.wallTitle')) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      uiWord('Month'),
      formatMessageById('insightsWord.Reactions'),
      formatMessageById('insightsWord.Comments'),
    ]);
    const june = wallMonth('2026-06');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(
      `Jun 26${String(june?.reactions)}${String(june?.comments)}`,
    );
  },
};

/**
 * The share of each month's recognitions with at least one reaction, the counts it is made of in the
 * table, and the whole range's share as the headline.
 */
export const RecognitionsWithAReaction: Story = {
  args: {
    summary:
      'The share of each month’s recognitions that have at least one reaction on the wall: June 2026 to November 2026.',
    headline: (
      <p>
        With a reaction in these months: <strong>71%</strong>
      </p>
    ),
    rows: recognitionMonths.map((month, i) => ({
      month: monthNames[i] ?? month,
      recognitions: wallMonth(month)?.recognitions ?? 0,
      reacted: wallMonth(month)?.reacted ?? 0,
      reactedPercent: reactedPercent(month),
    })),
    fileName: 'wall-reacted.csv',
  },
  ...argsWhenRendered(() => {
    const title = formatMessageById('insightsScreen.reactedTitle');
    const percent = formatMessageById('insightsWord.With a reaction (%)');
    return {
      title,
      chart: (
        <BarChart
          title={title}
          description="The share of recognitions with a reaction per month."
          series={[{ key: 'reactedPercent', label: percent }]}
          groups={recognitionMonths.map((month, i) => ({
            key: month,
            label: monthNames[i] ?? month,
            values: { reactedPercent: reactedPercent(month) },
          }))}
        />
      ),
      columns: [
        { key: 'month', header: uiWord('Month') },
        {
          key: 'recognitions',
          header: formatMessageById('insightsWord.Recognitions'),
          align: 'end' as const,
        },
        {
          key: 'reacted',
          header: formatMessageById('insightsWord.With a reaction'),
          align: 'end' as const,
        },
        { key: 'reactedPercent', header: percent, align: 'end' as const },
      ],
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/With a reaction in these months/)).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    const june = wallMonth('2026-06');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(
      `Jun 26${String(june?.recognitions)}${String(june?.reacted)}${String(reactedPercent('2026-06'))}`,
    );
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
    const picture = canvas.getByRole('img', {
      name: containing(formatMessageById('insightsScreen.recognitionTitle')),
    });
    // Drawn again at the frame's width once measured (a ResizeObserver).
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(390));
    await expect(
      canvas.getByRole('region', { name: containing(uiWord('the figures')) }),
    ).toHaveAttribute('tabindex', '0');
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
    await expect(
      canvas.getByRole('button', { name: containing(uiWord('Country')) }),
    ).toHaveTextContent(uiWord('All countries'));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: containing(uiWord('Country')) })).toHaveFocus();
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
  },
  ...argsWhenRendered(
    () => ({ monthsError: formatMessageById('insights.refusal.monthsOutOfOrder') }),
    (args: React.ComponentProps<typeof InsightsFilters>) => <InsightsFilters {...args} />,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(formatMessageById('insights.refusal.monthsOutOfOrder')),
    ).toBeVisible();
  },
};

const deliveryChannels = ['sms', 'whatsapp', 'email', 'push'] as const;
const deliveryRow = (month: string, channel: string) =>
  fixtures.adminInsightsDeliveries.months.find((r) => r.month === month && r.channel === channel);
/** The months on the axis and in the table, in the language shown (read when the story renders). */
const localMonths = () =>
  recognitionMonths.map((month) => {
    const [year = '0', mm = '1'] = month.split('-');
    return { month, short: currentFormatter().shortMonthYear(Number(year), Number(mm) - 1) };
  });

/**
 * Deliveries by channel per month (issue 37): the messages each channel sent, stacked; the table has a row
 * a month and channel with sent, delivered, failed and fell back to SMS.
 */
export const DeliveriesByChannel: Story = {
  args: {
    summary:
      'Messages sent by each channel, and how many WhatsApp reported delivered or failed and how many went again by SMS: June 2026 to November 2026.',
    fileName: 'deliveries.csv',
  },
  ...argsWhenRendered(() => {
    const title = formatMessageById('insightsScreen.deliveriesTitle');
    const label = {
      sms: formatMessageById('insightsWord.SMS'),
      whatsapp: formatMessageById('insightsWord.WhatsApp'),
      email: formatMessageById('insightsWord.Email'),
      push: formatMessageById('insightsWord.Push notifications'),
    };
    const series = deliveryChannels.map((c) => ({ key: c, label: label[c] }));
    const months = localMonths();
    return {
      title,
      chart: (
        <BarChart
          title={title}
          description="Messages sent by channel, June to November 2026."
          series={series}
          groups={months.map(({ month, short }) => ({
            key: month,
            label: short,
            values: Object.fromEntries(
              deliveryChannels.map((c) => [c, deliveryRow(month, c)?.sent ?? 0]),
            ),
          }))}
          stacked
        />
      ),
      columns: [
        { key: 'month', header: formatMessageById('insightsWord.Month') },
        { key: 'channel', header: formatMessageById('insightsWord.Channel') },
        { key: 'sent', header: formatMessageById('insightsWord.Sent'), align: 'end' as const },
        {
          key: 'delivered',
          header: formatMessageById('insightsWord.Delivered'),
          align: 'end' as const,
        },
        { key: 'failed', header: formatMessageById('insightsWord.Failed'), align: 'end' as const },
        {
          key: 'fellBack',
          header: formatMessageById('insightsWord.Fell back to SMS'),
          align: 'end' as const,
        },
      ],
      rows: fixtures.adminInsightsDeliveries.months.map((r) => ({
        month: months.find((m) => m.month === r.month)?.short ?? r.month,
        channel: label[r.channel],
        sent: r.sent,
        delivered: r.delivered,
        failed: r.failed,
        fellBack: r.fellBack,
      })),
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: containing(formatMessageById('insightsScreen.deliveriesTitle')),
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      formatMessageById('insightsWord.Month'),
      formatMessageById('insightsWord.Channel'),
      formatMessageById('insightsWord.Sent'),
      formatMessageById('insightsWord.Delivered'),
      formatMessageById('insightsWord.Failed'),
      formatMessageById('insightsWord.Fell back to SMS'),
    ]);
    const june = deliveryRow('2026-06', 'whatsapp');
    await expect(canvas.getAllByRole('row')[2]).toHaveTextContent(
      `${localMonths()[0]?.short ?? ''}${formatMessageById('insightsWord.WhatsApp')}${String(june?.sent)}${String(june?.delivered)}${String(june?.failed)}${String(june?.fellBack)}`,
    );
  },
};
