import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { arrivedModule } from '../../app/lazy';
import { preloadScreen } from '../../app/preload';
import { makeStore } from '../../app/store';
import { screens } from '../../app/screens';
import { baseUrl, renderPortal, startMswServer, tokens } from '../../testing/portal';
import { memoryStorage } from '../../testing';

const server = startMswServer();

describe('Hello fetches the next screen while the member types', () => {
  it('asks for Home’s code as the member starts on the form', async () => {
    const preload = vi.fn();
    renderPortal('/hello', { preload });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '08');
    expect(preload).toHaveBeenCalledWith('/');
  });

  it('Home’s preload brings its code, so the screen after Log in has nothing to wait for', async () => {
    const home = screens.find((s) => s.name === 'Home');
    if (!home || !('load' in home)) throw new Error('Home is a lazily loaded screen');
    preloadScreen(makeStore({ storage: memoryStorage(), baseUrl }), '/');
    await waitFor(() => expect(arrivedModule(home.load)).toBeDefined(), { timeout: 30_000 });
  });
});

describe('after Log in', () => {
  it('draws the page’s frame at once while the member’s data is on its way', async () => {
    // The member data never arrives: what shows meanwhile is the frame around 'Loading...'.
    server.use(http.post('*/api/member/getmemberdata', () => new Promise<never>(() => undefined)));
    renderPortal('/', { token: tokens.admin });
    expect(await screen.findByRole('banner', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Loading...');
    // No footer yet: under 'Loading...' it would be pushed down the screen by the arriving page (a layout
    // shift Lighthouse measured at 0.6 on Home).
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // No menus yet: neither a visitor's nor the member's, which would change under the member.
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome, Thandi')).not.toBeInTheDocument();
  });
});
