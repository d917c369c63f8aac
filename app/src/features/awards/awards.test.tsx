import { fixtures, handlers } from '@plaudit/api/mocks';
import { awardRefusals, flowMessages } from '@plaudit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../app/brand';
import { importChrome } from '../../app/layout';
import { loadOnce } from '../../app/lazy';
import { screens } from '../../app/screens';
import { renderPortal, startMswServer, tokens } from '../../testing/portal';

const server = startMswServer();

// The shell's header and the award screens arrive before the first test (under Vitest a module's first
// import transforms it, seconds on a loaded machine), so each test's time is its own.
beforeAll(async () => {
  const awardFeatures = new Set(['reward', 'recognise', 'adhoc', 'payItForward']);
  await Promise.all([
    loadOnce(importChrome),
    ...screens.flatMap((s) =>
      'load' in s && awardFeatures.has(s.feature) ? [loadOnce(s.load)] : [],
    ),
  ]);
}, 60_000);

/** Every doreward request that reaches the (mock) server: its body and Idempotency-Key. */
const awardsSent = () => {
  const sent: { body: unknown; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/api/reward/doreward')) return;
    const key = request.headers.get('Idempotency-Key');
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ body, key }));
  });
  return sent;
};

/** Aisha, a member who is no manager, with an email (so she is not sent to the profile update). */
const plainMember = () =>
  server.use(
    handlers.getMemberData.ok(() =>
      fixtures.memberDataFor({ ...fixtures.demoMembers.member, email: 'aisha@example.com' }),
    ),
  );

const recipients = () => screen.getByRole('group', { name: 'Recipients' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Opens the picker, adds the named colleagues of the member's own store, and closes it with Done. */
async function pick(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  await user.click(within(recipients()).getByRole('button', { name: 'Select/Change Recipient' }));
  const picker = await screen.findByRole('dialog', { name: 'Select Recipients' });
  for (const name of names)
    await user.click(await within(picker).findByRole('option', { name: new RegExp(`^${name}`) }));
  await user.click(within(picker).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(picker).not.toBeInTheDocument());
}

describe('Shout Out (/reward)', () => {
  it('sends a Shout Out to a colleague picked from the own store, with a fresh key, then starts again', async () => {
    const sent = awardsSent();
    renderPortal('/reward', { token: tokens.admin });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shout Out' })).toBeVisible();
    expect(within(recipients()).getByText('None Selected.')).toBeInTheDocument();

    await pick(user, 'Sipho Dlamini');
    expect(within(recipients()).getByText('Sipho Dlamini (Sea Point Pet Pantry)')).toBeVisible();
    await choose(user, /Value/, 'Thank You!');
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Thanks for the cover.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { name: 'Successfully submitted Shout Out' }),
    ).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      what: 'thankyou',
      reason: 'Thank You!',
      points: 0,
      message: 'Thanks for the cover.',
      sendBy: 'sms',
      recipients: ['1101'],
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Send Another' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shout Out' })).toBeVisible();
    expect(within(recipients()).getByText('None Selected.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it("says 'Please select at least one recipient.' and sends nothing without recipients", async () => {
    const sent = awardsSent();
    renderPortal('/reward', { token: tokens.admin });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Shout Out' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Recipients required' });
    expect(dialog).toHaveTextContent('Please select at least one recipient.');
    expect(sent).toEqual([]);
  });

  it('preselects a colleague of the own store from the address', async () => {
    renderPortal('/reward/1103', { token: tokens.admin });
    await screen.findByRole('heading', { level: 1, name: 'Shout Out' });
    expect(within(recipients()).getByText('Johan Botha (Sea Point Pet Pantry)')).toBeVisible();
  });

  it('preselects a get-to-know colleague of another store, found by name', async () => {
    renderPortal('/reward/1110', { token: tokens.admin });
    await screen.findByRole('heading', { level: 1, name: 'Shout Out' });
    expect(
      within(recipients()).getByText('Priya Naidoo (Randburg Veterinary Practice)'),
    ).toBeVisible();
  });

  it.each([
    ['an unknown id', '/reward/9999'],
    ['a colleague not registered yet', '/reward/0.52003'],
  ])('starts empty for %s', async (_case, path) => {
    renderPortal(path, { token: tokens.manager });
    await screen.findByRole('heading', { level: 1, name: 'Shout Out' });
    expect(within(recipients()).getByText('None Selected.')).toBeInTheDocument();
  });
});

describe('Recognise and Adhoc (managers only)', () => {
  it.each(['/recognise', '/recognise/1101', '/adhocrecognition', '/adhoc'])(
    "turns a member who is no manager away from %s with 'Only a manager may access this module.'",
    async (path) => {
      plainMember();
      renderPortal(path, { token: tokens.noEmail });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Only a manager may access this module.',
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        path.startsWith('/recognise') ? 'Recognise' : 'Adhoc Recognition',
      );
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    },
  );

  it('leads the header link /adhoc on to /adhocrecognition', async () => {
    const { router } = renderPortal('/adhoc', { token: tokens.manager });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adhoc Recognition' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/adhocrecognition');
  });

  it("shows the manager's recognition budget and preselects from /recognise/{id}", async () => {
    renderPortal('/recognise/1105', { token: tokens.manager });
    await screen.findByRole('heading', { level: 1, name: 'Recognise' });
    expect(within(recipients()).getByText('Ruan Pretorius (Constantia Vet Clinic)')).toBeVisible();
    expect(
      screen.getByText(flowMessages.leftToGive('8,000', brands.petfood.budgetName)),
    ).toBeVisible();
  });

  it("shows the server's refusal: the message in 'Please note:', the field error under Points", async () => {
    const text = awardRefusals.budgetShort(40, 100);
    server.use(handlers.doReward.formErrors({ points: text }, text));
    renderPortal('/recognise', { token: tokens.manager });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Recognise' });
    await pick(user, 'Ruan Pretorius');
    await choose(user, /Value/, 'Client Focus');
    await choose(user, /Points value/, '100');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Outstanding quarter.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Please note:' });
    expect(dialog).toHaveTextContent(text);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: /Points value/ })).toHaveAccessibleDescription(
      expect.stringContaining(text) as string,
    );
    expect(screen.queryByRole('heading', { name: /Successfully/ })).not.toBeInTheDocument();
  });

  it('reports a server failure as Data Response Error, keeps the form, and retries under the same key', async () => {
    server.use(handlers.doReward.serverError());
    const sent = awardsSent();
    renderPortal('/recognise/1105', { token: tokens.manager });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Recognise' });
    await choose(user, /Value/, 'Collaborates');
    await choose(user, /Points value/, '50');
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Thank you.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Data Response Error: Internal Server Error (500)',
    });
    expect(dialog).toHaveTextContent('An unexpected error (500) has occurred');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(recipients()).getByText('Ruan Pretorius (Constantia Vet Clinic)')).toBeVisible();

    // The award may have been given before the failure: the retry repeats its key.
    server.use(handlers.doReward.ok());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Successfully submitted Recognise' }),
    ).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });
});

describe('Pay It Forward (/rewardpayitforward)', () => {
  it('gives from the allowance and refreshes the member data: the header balance and the allowance', async () => {
    let given = false;
    server.use(
      handlers.doReward.ok((body) => {
        given = true;
        return { message: `Successfully submitted Pay It Forward (${String(body.points)})` };
      }),
      handlers.getMemberData.ok(() =>
        fixtures.memberDataFor({
          ...fixtures.demoMembers.manager,
          awardsPointsAvailable: given ? 3145 : 3120,
          awardsPointsAvailable1: given ? 75 : 100,
        }),
      ),
    );
    const sent = awardsSent();
    renderPortal('/rewardpayitforward', { token: tokens.manager });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Pay It Forward' });
    const { awardPointsName } = brands.petfood;
    expect(screen.getByText(flowMessages.leftToGive('100', awardPointsName))).toBeVisible();
    // Pay It Forward starts with Email chosen.
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(within(screen.getByRole('banner')).getByText('3,120')).toBeVisible();

    await pick(user, 'Ruan Pretorius');
    await choose(user, /Value/, 'Teamwork');
    await choose(user, /Points value/, '25');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'You carried the team.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { name: 'Successfully submitted Pay It Forward' }),
    ).toBeVisible();
    expect(sent[0]?.body).toMatchObject({ what: 'payitforward', points: 25, sendBy: 'email' });
    expect(await within(screen.getByRole('banner')).findByText('3,145')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send Another' }));
    expect(await screen.findByText(flowMessages.leftToGive('75', awardPointsName))).toBeVisible();
  });
});

describe("Home's links to the award screens", () => {
  it.each([
    ['a manager', tokens.manager, 'Pieter', true],
    ['a member', tokens.noEmail, 'Aisha', false],
  ] as const)('lead %s to Shout Out and Pay It Forward', async (_who, token, name, isManager) => {
    if (!isManager) plainMember();
    renderPortal('/', { token });
    const main = within(
      (await screen.findByRole('heading', { name: `Welcome, ${name}` })).closest('main') ??
        document.body,
    );
    expect(main.getByRole('link', { name: 'Send a Shout Out' })).toHaveAttribute('href', '/reward');
    expect(main.getByRole('link', { name: 'Pay It Forward' })).toHaveAttribute(
      'href',
      '/rewardpayitforward',
    );
    const recognise = main.queryByRole('link', { name: 'Recognise a colleague' });
    if (isManager) expect(recognise).toHaveAttribute('href', '/recognise');
    else expect(recognise).not.toBeInTheDocument();
  });
});
