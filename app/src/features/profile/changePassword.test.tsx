import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer, tokens } from '../../testing/portal';

const server = startMswServer();

describe('the change-password modal', () => {
  it('returns from Back to the pin step without a new pin while the one sent still works', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/member/passwordsendcell2factorsms', () => {
        sent += 1;
        return HttpResponse.json({ auth: `auth-${String(sent)}`, resendAfter: 60 });
      }),
    );
    renderPortal('/myprofile', { token: tokens.admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const modal = within(dialog);
    await user.type(modal.getByLabelText(/New password/), 'Whiskers58q');
    await user.click(modal.getByRole('button', { name: 'Next' }));
    await modal.findByLabelText(/One-time pin/);
    // The step changed under the pressed button: the dialog's heading has the focus.
    await waitFor(() =>
      expect(modal.getByRole('heading', { name: 'Change password' })).toHaveFocus(),
    );

    await user.click(modal.getByRole('button', { name: 'Back' }));
    expect(modal.getByLabelText(/New password/)).toHaveValue('Whiskers58q');
    await user.click(modal.getByRole('button', { name: 'Next' }));
    await modal.findByLabelText(/One-time pin/);
    // The pin already sent: no second SMS, and the countdown still runs.
    expect(sent).toBe(1);
    expect(modal.getByRole('button', { name: /^Resend pin in \d+ seconds$/ })).toBeDisabled();
  });
});
