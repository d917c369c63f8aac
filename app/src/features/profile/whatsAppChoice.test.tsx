import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer, tokens } from '../../testing/portal';

const server = startMswServer();

/** Every memberupdate body the portal sent in a test (then answered by the mocked server as usual). */
function recordUpdates(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/member/memberupdate'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return bodies;
}

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe("My Profile's WhatsApp choice", () => {
  it('opts in with the sentence ticked, shows since when, and takes it back', async () => {
    const bodies = recordUpdates();
    renderPortal('/myprofile/update', { token: tokens.admin });
    const user = userEvent.setup();
    const choice = await screen.findByRole('radiogroup', { name: 'How you get your messages' });
    await user.click(within(choice).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(
      screen.getByRole('checkbox', {
        name: /^Send my .+ messages to me on WhatsApp instead of SMS\./,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(await screen.findByText(/^WhatsApp, since \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    expect(term('Messages by')).toHaveTextContent(/^WhatsApp, since/);
    expect(bodies.at(-1)).toMatchObject({ messageChannel: 'whatsapp' });
    expect(bodies.at(-1)).not.toHaveProperty('whatsAppAgreed');

    await user.click(screen.getByRole('link', { name: 'Edit profile' }));
    const again = await screen.findByRole('radiogroup', { name: 'How you get your messages' });
    expect(within(again).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await user.click(within(again).getByRole('radio', { name: 'SMS' }));
    expect(screen.getByText('When you save, your messages come by SMS again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(await screen.findByText('SMS', { selector: 'dd' })).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ messageChannel: 'sms' });
  });

  it('sends no channel when the member saves without changing it', async () => {
    const bodies = recordUpdates();
    renderPortal('/myprofile/update', { token: tokens.admin });
    const user = userEvent.setup();
    await screen.findByRole('radiogroup', { name: 'How you get your messages' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('messageChannel');
  });

  it('refuses WhatsApp without the tick and sends nothing', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/member/memberupdate', () => {
        sent += 1;
        return HttpResponse.json({ message: 'Updated.' });
      }),
    );
    renderPortal('/myprofile/update', { token: tokens.admin });
    const user = userEvent.setup();
    const choice = await screen.findByRole('radiogroup', { name: 'How you get your messages' });
    await user.click(within(choice).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Tick the sentence to agree to messages on WhatsApp, or choose SMS.'),
    ).toBeVisible();
    expect(sent).toBe(0);
  });
});
