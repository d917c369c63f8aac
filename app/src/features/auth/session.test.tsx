import { demoPassword, handlers } from '@plaudit/api/mocks';
import { accountMessages } from '@plaudit/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from '@plaudit/portal/session';
import { renderPortal, tokens, startMswServer } from '../../testing/portal';
import { loggingOutText, logoutRedirectMs } from './LogoutScreen';

const server = startMswServer();

afterEach(() => {
  vi.useRealTimers();
});

describe('logging in', () => {
  it('stores the bearer token in session storage and goes Home with the login answer', async () => {
    const { storage, router } = renderPortal('/hello');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000001');
    await user.type(screen.getByLabelText(/Password/), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Thandi' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(storage.getItem(tokenStorageKey)).toBe(tokens.admin);
  });

  it('shows the server message in a Please note: dialog and the field error under the field', async () => {
    const { storage, router } = renderPortal('/hello');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000001');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Please note:' });
    expect(dialog).toHaveTextContent(accountMessages.badCredentials);
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'Please check your password.',
    );
    expect(router.state.location.pathname).toBe('/hello');
    expect(storage.getItem(tokenStorageKey)).toBeNull();
  });

  it('reports a server failure as Data Response Error', async () => {
    server.use(handlers.login.serverError());
    renderPortal('/hello');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000001');
    await user.type(screen.getByLabelText(/Password/), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Data Response Error: Internal Server Error (500)',
    });
    expect(dialog).toHaveTextContent('An unexpected error (500) has occurred');
  });

  it('reports no answer at all as Data Request Error', async () => {
    server.use(handlers.login.networkError());
    renderPortal('/hello');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000001');
    await user.type(screen.getByLabelText(/Password/), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Data Request Error' });
    expect(dialog).toHaveTextContent('Unexpected Error');
  });
});

describe('a session the server no longer knows', () => {
  it('goes to /logout on a 401 and clears the stored token', async () => {
    server.use(handlers.getMemberData.status(401, { message: 'Session expired' }));
    const { storage, router } = renderPortal('/', { token: tokens.admin });

    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText(loggingOutText)).toBeVisible();
    await waitFor(() => expect(storage.getItem(tokenStorageKey)).toBeNull());
  });
});

describe('logging out', () => {
  it('shows the notice, calls logout, clears the session and goes to / after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let loggedOut = false;
    server.use(
      handlers.logout.ok(() => {
        loggedOut = true;
        return {};
      }),
    );
    const { storage, router } = renderPortal('/logout', { token: tokens.admin });

    expect(await screen.findByText(loggingOutText)).toBeVisible();
    await waitFor(() => expect(loggedOut).toBe(true));
    await waitFor(() => expect(storage.getItem(tokenStorageKey)).toBeNull());
    expect(router.state.location.pathname).toBe('/logout');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(logoutRedirectMs);
    });
    // '/' needs a login, so the visitor ends on Hello.
    await waitFor(() => expect(router.state.location.pathname).toBe('/hello'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});
