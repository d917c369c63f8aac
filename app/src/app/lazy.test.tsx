import { routeErrorTexts } from '@plaudit/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Brand } from '@plaudit/ui';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from './brand';
import { Suspense } from 'react';
import { lazyComponent, lazyLoadTimeoutMs, lazyScreen, loadOnce, type ScreenModule } from './lazy';
import { RouteBoundary } from './RouteError';

afterEach(() => {
  vi.useRealTimers();
});

function renderScreen(load: () => Promise<ScreenModule>) {
  const Screen = lazyScreen(load);
  render(
    <Brand brand="petfood" site={brands.petfood}>
      <MemoryRouter>
        <RouteBoundary>
          <Screen />
        </RouteBoundary>
      </MemoryRouter>
    </Brand>,
  );
}

const screenModule: ScreenModule = { default: () => <h1>Loaded screen</h1> };

describe('lazily loaded screens', () => {
  it('waits 120 s for a screen, then shows the retry message', async () => {
    vi.useFakeTimers();
    renderScreen(() => new Promise<ScreenModule>(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(lazyLoadTimeoutMs - 1);
    });
    expect(screen.queryByText(routeErrorTexts.loadFailed)).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(routeErrorTexts.loadFailed);
    expect(screen.getByRole('button', { name: routeErrorTexts.retry })).toBeVisible();
  });

  it('loads the screen again on Retry after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(screenModule);
    renderScreen(load);
    expect(await screen.findByText(routeErrorTexts.loadFailed)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: routeErrorTexts.retry }));
    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a screen whose code has already arrived at once, without Loading...', async () => {
    const load = vi.fn(() => Promise.resolve(screenModule));
    await loadOnce(load);
    renderScreen(load);
    expect(screen.getByRole('heading', { name: 'Loaded screen' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('code loaded once', () => {
  it('asks its loader once, and again only after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('module');
    await expect(loadOnce(load)).rejects.toThrow('offline');
    await expect(Promise.all([loadOnce(load), loadOnce(load)])).resolves.toEqual([
      'module',
      'module',
    ]);
    await expect(loadOnce(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a component of an arrived module without suspending, and suspends before', async () => {
    const load = () => Promise.resolve({ Greeting: () => <p>Hello there</p> });
    const Greeting = lazyComponent(load, (m) => m.Greeting);
    const view = render(
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeVisible();
    expect(await screen.findByText('Hello there')).toBeVisible();
    view.unmount();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Hello there')).toBeVisible();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });
});
