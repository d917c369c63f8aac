import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer } from '../../testing/portal';

const server = startMswServer();

/** The send call as the server answers it: a challenge, and a minute before the next pin. */
const sendsWithWait = (path: string, counter: { sent: number }) =>
  http.post(`*/api/member/${path}`, () => {
    counter.sent += 1;
    return HttpResponse.json({ auth: `auth-${String(counter.sent)}`, resendAfter: 60 });
  });

describe('a pin step', () => {
  it('counts down to the next pin from the moment it opens, and its heading takes the focus', async () => {
    const counter = { sent: 0 };
    server.use(sendsWithWait('passwordsendcell2factorsms', counter));
    renderPortal('/forgotpassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000001');
    await user.click(screen.getByRole('button', { name: 'Send one-time pin' }));

    await screen.findByLabelText(/One-time pin/);
    // Never offered to be refused: the wait the send answered with runs at once.
    expect(screen.getByRole('button', { name: /^Resend pin in (60|59) seconds$/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Resend pin' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toHaveFocus(),
    );

    // Change number: step 1's heading takes the focus in turn.
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('0820000001');
    expect(counter.sent).toBe(1);
  });

  it("focuses 'Registration complete' when the registration is done", async () => {
    renderPortal('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000009');
    await user.click(screen.getByRole('button', { name: 'Send one-time pin' }));
    await user.type(await screen.findByLabelText(/One-time pin/), '123456');
    await user.type(screen.getByLabelText('First name'), 'Lerato');
    await user.type(screen.getByLabelText('Surname'), 'Dlamini');
    await user.type(screen.getByLabelText('Email'), 'lerato@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Kennels42x');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const done = await screen.findByRole('heading', { level: 1, name: 'Registration complete' });
    await waitFor(() => expect(done).toHaveFocus());
  });
});
