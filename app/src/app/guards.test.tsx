import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, tokens, startMswServer } from '../testing/portal';
import { redirectFor } from './layout';
import { screens, type ScreenHandle } from './screens';

startMswServer();

const handle = (name: ScreenHandle['name']): ScreenHandle => {
  const found = screens.find((s) => s.name === name);
  if (!found) throw new Error(`no screen ${name}`);
  return found;
};

describe('redirectFor', () => {
  const signedIn = { token: 't', lost: false, email: 'a@b.example' };

  it.each(['Home', 'MyProfile', 'MyProfileUpdate'] as const)(
    'sends a visitor from %s to Hello',
    (name) => {
      expect(redirectFor(handle(name), { token: null, lost: false, email: undefined })).toBe(
        '/hello',
      );
    },
  );

  it.each([
    'Hello',
    'register',
    'forgotpassword',
    'logout',
    'contactus',
    'welcometrfauth',
    'content',
  ] as const)('lets a visitor see %s', (name) => {
    expect(redirectFor(handle(name), { token: null, lost: false, email: undefined })).toBeNull();
  });

  it.each(['Home', 'MyProfile', 'contactus', 'content', 'register'] as const)(
    'sends a member with an empty email from %s to the profile update',
    (name) => {
      expect(redirectFor(handle(name), { ...signedIn, email: ' ' })).toBe('/myprofile/update');
    },
  );

  it('leaves a member with an empty email on the update, logout and login-success screens', () => {
    const noEmail = { ...signedIn, email: '' };
    expect(redirectFor(handle('MyProfileUpdate'), { ...noEmail, urlParam: 'update' })).toBeNull();
    expect(redirectFor(handle('logout'), noEmail)).toBeNull();
    expect(redirectFor(handle('welcometrfauth'), noEmail)).toBeNull();
    expect(redirectFor(handle('MyProfileUpdate'), { ...noEmail, urlParam: 'other' })).toBe(
      '/myprofile/update',
    );
  });

  it('waits for member data before judging the email', () => {
    expect(redirectFor(handle('Home'), { ...signedIn, email: undefined })).toBeNull();
  });

  it('sends a lost session to /logout from anywhere but /logout', () => {
    const lost = { token: null, lost: true, email: undefined };
    expect(redirectFor(handle('Home'), lost)).toBe('/logout');
    expect(redirectFor(handle('register'), lost)).toBe('/logout');
    expect(redirectFor(handle('logout'), lost)).toBeNull();
  });
});

describe('the guards in the routed portal', () => {
  it('shows Hello instead of Home to a visitor, without header and footer', async () => {
    const { router } = renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/hello');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows Hello instead of My Profile to a visitor', async () => {
    const { router } = renderPortal('/myprofile');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/hello');
  });

  it('lets a visitor register', async () => {
    const { router } = renderPortal('/register');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('forces a member with an empty email from Home to the profile update', async () => {
    const { router } = renderPortal('/', { token: tokens.noEmail });
    expect(await screen.findByRole('heading', { name: 'Update My Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/myprofile/update');
  });

  it('forces a member with an empty email from a content page too', async () => {
    const { router } = renderPortal('/about', { token: tokens.noEmail });
    expect(await screen.findByRole('heading', { name: 'Update My Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/myprofile/update');
  });

  it('does not force the update on the login-success screen', async () => {
    const { router, store } = renderPortal('/welcometrfauth', { token: tokens.noEmail });
    await waitFor(() =>
      expect(store.getState().plauditApi?.queries['getMemberData(undefined)']?.status).toBe(
        'fulfilled',
      ),
    );
    expect(router.state.location.pathname).toBe('/welcometrfauth');
    // It says what it is for and leads on, rather than a loading notice that never ends.
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(screen.getByText('You are logged in.')).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows Home with the balance in the header to a member with an email', async () => {
    renderPortal('/', { token: tokens.admin });
    expect(await screen.findByRole('heading', { name: 'Welcome, Thandi' })).toBeVisible();
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('12,450');
    // Only screens that exist are offered: My Rewards holds the shop's and the Statement, Admin My Profile,
    // Adhoc, Send To All and the Recommendations Report.
    expect(within(header).getByRole('button', { name: /My Rewards/ })).toBeVisible();
    expect(within(header).getByRole('button', { name: /Admin/ })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'How it Works' })).toHaveAttribute(
      'href',
      '/howitworks',
    );
  });
});
