import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer } from '../../testing/portal';

const server = startMswServer();

type Json = Record<string, unknown>;

/** The send and pin calls as the server answers them, recording what the portal asked. */
function pinServer(sendPath: string, polls: { status: Json }) {
  const asked: { path: string; body: Json }[] = [];
  server.use(
    http.post(`*/api/member/${sendPath}`, async ({ request }) => {
      const body = (await request.json()) as Json;
      asked.push({ path: sendPath, body });
      return HttpResponse.json({
        auth: 'auth-1',
        resendAfter: 60,
        channel: body.channel === 'whatsapp' ? 'whatsapp' : 'sms',
      });
    }),
    http.post('*/api/member/pinstatus', async ({ request }) => {
      asked.push({ path: 'pinstatus', body: (await request.json()) as Json });
      return HttpResponse.json(polls.status);
    }),
    http.post('*/api/member/pinbysms', async ({ request }) => {
      asked.push({ path: 'pinbysms', body: (await request.json()) as Json });
      return HttpResponse.json({ channel: 'sms', fellBack: true, delivered: false });
    }),
  );
  return asked;
}

const waiting = { channel: 'whatsapp', fellBack: false, delivered: false };

describe('the pin by WhatsApp', () => {
  it('is SMS by default on Register: no channel is sent and nothing is polled', async () => {
    const asked = pinServer('sendcell2factorsms', { status: waiting });
    renderPortal('/register');
    const user = userEvent.setup();
    const group = await screen.findByRole('radiogroup', { name: 'Send my pin by' });
    expect(within(group).getByRole('radio', { name: 'SMS' })).toBeChecked();
    await user.type(screen.getByLabelText(/Mobile number/), '0820000009');
    await user.click(screen.getByRole('button', { name: 'Send one-time pin' }));
    await screen.findByLabelText(/One-time pin/);
    expect(asked).toEqual([{ path: 'sendcell2factorsms', body: { cellNum: '0820000009' } }]);
    expect(screen.queryByRole('button', { name: 'Send it by SMS instead' })).toBeNull();
  });

  it('goes by WhatsApp when chosen, and "Send it by SMS instead" sends the same pin by SMS', async () => {
    const asked = pinServer('sendcell2factorsms', { status: waiting });
    renderPortal('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000009');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Send one-time pin' }));
    expect(await screen.findByText('We sent your pin by WhatsApp.')).toBeInTheDocument();
    expect(asked[0]).toEqual({
      path: 'sendcell2factorsms',
      body: { cellNum: '0820000009', channel: 'whatsapp' },
    });
    await user.click(screen.getByRole('button', { name: 'Send it by SMS instead' }));
    const said = await screen.findByText('We sent your pin by SMS instead.');
    // The button is gone: its focus moved to what the step says.
    await waitFor(() => expect(said).toHaveFocus());
    expect(asked).toContainEqual({ path: 'pinbysms', body: { auth: 'auth-1' } });
    expect(screen.queryByRole('button', { name: 'Send it by SMS instead' })).toBeNull();
  });

  it('says so on Forgot password when the server sent the pin by SMS instead', async () => {
    const polls = { status: waiting as Json };
    const asked = pinServer('passwordsendcell2factorsms', polls);
    renderPortal('/forgotpassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000003');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Send one-time pin' }));
    expect(await screen.findByText('We sent your pin by WhatsApp.')).toBeInTheDocument();
    await waitFor(() => expect(asked.some((a) => a.path === 'pinstatus')).toBe(true));
    // WhatsApp did not deliver it in time: the server sent it by SMS, and the next poll learns it.
    polls.status = { channel: 'sms', fellBack: true, delivered: false };
    expect(
      await screen.findByText('We sent your pin by SMS instead.', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(asked.filter((a) => a.path === 'pinbysms')).toEqual([]);
    // Settled: the polling stops, and the step still says it went by SMS.
    const polledSoFar = asked.filter((a) => a.path === 'pinstatus').length;
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(asked.filter((a) => a.path === 'pinstatus')).toHaveLength(polledSoFar);
    expect(screen.getByText('We sent your pin by SMS instead.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send it by SMS instead' })).toBeNull();
  }, 25_000);

  it('stops offering "Send it by SMS instead" once WhatsApp delivered the pin', async () => {
    pinServer('sendcell2factorsms', {
      status: { channel: 'whatsapp', fellBack: false, delivered: true },
    });
    renderPortal('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '0820000009');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Send one-time pin' }));
    expect(await screen.findByText('We sent your pin by WhatsApp.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send it by SMS instead' })).toBeNull(),
    );
    expect(screen.getByText('We sent your pin by WhatsApp.')).toBeInTheDocument();
  });
});
