import { demoPassword } from '@plaudit/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal, startMswServer, tokens } from '../testing/portal';
import { pageTitle } from '../shared/documentTitle';
import { brands } from './brand';

startMswServer();

const { brandName } = brands.petfood;

describe("the browser tab's title", () => {
  it.each([
    ['/register', 'Register'],
    ['/forgotpassword', 'Forgot password'],
    ['/contactus', 'Contact Us'],
  ])('names the screen at %s', async (path, heading) => {
    renderPortal(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(document.title).toBe(`${heading} | ${brandName}`));
  });

  it('names a content page by the heading the server gives it', async () => {
    renderPortal('/terms');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} | ${brandName}`));
  });

  it("names an address with no content 'Page not found'", async () => {
    renderPortal('/nosuchpage');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe(`Page not found | ${brandName}`));
  });
});

describe('moving between screens by keyboard', () => {
  it('starts the keyboard at the new screen’s heading after login and after a link', async () => {
    renderPortal('/hello');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000001');
    await user.type(screen.getByLabelText(/Password/), demoPassword);
    await user.keyboard('{Enter}');

    const welcome = await screen.findByRole('heading', { level: 1, name: 'Welcome, Thandi' });
    await waitFor(() => expect(welcome).toHaveFocus());

    const banner = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('link', { name: 'Send a Shout Out' }));
    const shoutOut = await screen.findByRole('heading', { level: 1, name: 'Shout Out' });
    await waitFor(() => expect(shoutOut).toHaveFocus());
    // It opens at its top, not where Home was scrolled to.
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    // The shell stays in place from one screen to the next (the footer is the same one); the header
    // starts afresh, its phone menu closed.
    expect(screen.getByRole('contentinfo')).toBe(footer);
    expect(screen.getByRole('banner')).not.toBe(banner);
  });

  it("closes the phone's menu when a link outside it opens another screen", async () => {
    renderPortal('/', { token: tokens.admin });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Thandi' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Send a Shout Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Shout Out' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers 'Skip to content' first, which takes the keyboard past the header", async () => {
    renderPortal('/myprofile', { token: tokens.admin });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the first screen of a visit alone', async () => {
    renderPortal('/myprofile', { token: tokens.admin });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.body).toHaveFocus();
  });
});

describe('pageTitle', () => {
  it('names the programme once, after the screen', () => {
    expect(pageTitle('Pawprint Rewards', 'Rewards')).toBe('Rewards | Pawprint Rewards');
    expect(pageTitle('Pawprint Rewards', 'About Pawprint Rewards')).toBe('About Pawprint Rewards');
    expect(pageTitle('Pawprint Rewards')).toBe('Pawprint Rewards');
  });
});
