import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from './BarChart.tsx';
import { InsightsPanel, type InsightsPanelProps } from './InsightsPanel.tsx';

/** An IntersectionObserver the test drives: `enter()` brings every observed element near the screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  readonly rootMargin: string;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '';
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  unobserve() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  enter() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const props = (overrides: Partial<InsightsPanelProps> = {}): InsightsPanelProps => ({
  title: 'Values recognised',
  summary: 'The company values colleagues recognised most.',
  columns: [
    { key: 'value', header: 'Value' },
    { key: 'awards', header: 'Awards', align: 'end' },
  ],
  rows: [
    { value: 'Teamwork', awards: 12 },
    { value: 'Care', awards: 1500 },
  ],
  chart: (
    <BarChart
      title="Values recognised"
      description="Awards per value."
      series={[{ key: 'awards', label: 'Awards' }]}
      groups={[
        { key: 'Teamwork', label: 'Teamwork', values: { awards: 12 } },
        { key: 'Care', label: 'Care', values: { awards: 1500 } },
      ]}
      horizontal
    />
  ),
  onDownload: vi.fn(),
  ...overrides,
});

describe('InsightsPanel deferred until near the screen', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its heading, summary and Download CSV, and draws the chart and table once scrolled near', () => {
    render(<InsightsPanel {...props({ deferUntilNear: true })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Values recognised' })).toBeVisible();
    expect(screen.getByText('The company values colleagues recognised most.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    act(() => FakeIntersectionObserver.instances.at(-1)?.enter());
    expect(screen.getByRole('img', { name: /Values recognised/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^1\s500$/ })).toBeInTheDocument();
  });

  it('draws them when the keyboard reaches the panel before it is scrolled to', async () => {
    render(<InsightsPanel {...props({ deferUntilNear: true })} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Values recognised: the figures' })).toBeVisible();
    expect(screen.getByRole('img', { name: /Values recognised/ })).toBeInTheDocument();
  });

  it('downloads the figures before they are drawn', async () => {
    const onDownload = vi.fn();
    render(<InsightsPanel {...props({ deferUntilNear: true, onDownload })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(onDownload).toHaveBeenCalledWith(
      '"Value","Awards"\r\n"Teamwork",12\r\n"Care",1500',
      'report.csv',
    );
  });

  it('draws at once when not deferred', () => {
    render(<InsightsPanel {...props()} />);
    expect(screen.getByRole('img', { name: /Values recognised/ })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
