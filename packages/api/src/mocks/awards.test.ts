import { awardRefusals, messages } from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import type { RequestOf } from '../contract';
import { baseUrl, useMswServer } from '../test/server';
import { createHandlers } from './handlers';

const server = useMswServer();

const tokens = {
  admin: 'mock-token-0820000001',
  manager: 'mock-token-0820000002',
  member: 'mock-token-0820000003',
} as const;

const award = (overrides: Partial<RequestOf<'doReward'>>): RequestOf<'doReward'> => ({
  what: 'reward',
  reason: 'Client Focus',
  points: 100,
  message: 'Well done on the stock count.',
  sendBy: 'email',
  recipients: ['1101'],
  ...overrides,
});

const give = (who: keyof typeof tokens, body: RequestOf<'doReward'>, idempotencyKey?: string) => {
  server.use(createHandlers({ baseUrl, requireAuth: true }).doReward.ok());
  return createClient({ baseUrl, getToken: () => tokens[who] }).call(
    'doReward',
    body,
    idempotencyKey ? { idempotencyKey } : {},
  );
};

describe('the mock doreward answers as the server does', () => {
  it.each([
    ['thankyou', 'Thank You!', 0, 'Successfully submitted Shout Out'],
    ['reward', 'Client Focus', 100, 'Successfully submitted Recognise'],
    ['adhoc', 'Drives Results', 500, 'Successfully submitted Adhoc Recognition'],
    ['payitforward', 'Teamwork', 20, 'Successfully submitted Pay It Forward'],
  ] as const)('gives a %s award', async (what, reason, points, message) => {
    const result = await give('manager', award({ what, reason, points }));
    expect(result).toEqual({ ok: true, data: { message } });
  });

  it('refuses Recognise and adhoc to a member who is not a manager (403)', async () => {
    for (const what of ['reward', 'adhoc'] as const) {
      const result = await give('member', award({ what }));
      expect(!result.ok && result.error).toMatchObject({
        kind: 'server',
        status: 403,
        message: 'Only a manager may access this module.',
      });
    }
  });

  it('refuses an award the budget cannot cover, saying what is left', async () => {
    // Pieter's budget is 8,000: 5,000 to each of two colleagues needs 10,000.
    const result = await give('manager', award({ points: 5000, recipients: ['1101', '1102'] }));
    const text = awardRefusals.budgetShort(8000, 10000);
    expect(!result.ok && result.error).toMatchObject({
      kind: 'formErrors',
      message: text,
      formErrors: { points: text },
    });
  });

  it('refuses Pay It Forward beyond the allowance', async () => {
    // Aisha has 45 of her allowance left.
    const result = await give('member', award({ what: 'payitforward', reason: 'Teamwork' }));
    expect(!result.ok && result.error).toMatchObject({
      kind: 'formErrors',
      message: awardRefusals.allowanceShort(45, 100),
    });
  });

  it('refuses the form rules, self, unknown and unregistered recipients', async () => {
    const cases: [Partial<RequestOf<'doReward'>>, Record<string, string>][] = [
      [{ reason: 'Teamwork' }, { reason: 'Please choose a valid option.' }],
      [{ recipients: [] }, { recipients: 'Please select at least one recipient.' }],
      [{ recipients: ['1002'] }, { recipients: awardRefusals.yourself }],
      [{ recipients: ['9999'] }, { recipients: awardRefusals.unknownRecipient }],
      [{ recipients: ['all_shops:'] }, { recipients: awardRefusals.allShops }],
    ];
    for (const [overrides, formErrors] of cases) {
      const result = await give('manager', award(overrides));
      expect(!result.ok && result.error.kind).toBe('formErrors');
      const errors =
        !result.ok && result.error.kind === 'formErrors' ? result.error.formErrors : {};
      for (const field of Object.keys(formErrors)) expect(errors).toHaveProperty(field);
      if (overrides.recipients && overrides.recipients.length > 0)
        expect(errors).toEqual(formErrors);
    }
    const unregistered = await give('manager', award({ recipients: ['0.52003'] }));
    expect(!unregistered.ok && unregistered.error).toMatchObject({
      kind: 'formErrors',
      formErrors: { recipients: expect.stringContaining('Nomvula Khumalo') as string },
    });
  });

  it('gives a whole division except the giver, and counts its members against the budget', async () => {
    const ok = await give('manager', award({ points: 1000, recipients: ['div:ZA-CPT-01'] }));
    expect(ok.ok).toBe(true);
    const short = await give('manager', award({ points: 5000, recipients: ['div:ZA-CPT-01'] }));
    const message = !short.ok && short.error.message;
    // What is left (8,000), and more than one colleague's 5,000 needed.
    const [left] = awardRefusals.budgetShort(8000, 0).split(';');
    expect(message && message.startsWith(`${left};`)).toBe(true);
    expect(message).not.toBe(awardRefusals.budgetShort(8000, 5000));
  });

  it('refuses whole divisions outside Recognise and Adhoc, or in another country', async () => {
    const cases: [keyof typeof tokens, Partial<RequestOf<'doReward'>>, string][] = [
      [
        'member',
        { what: 'thankyou', reason: 'Thank You!', points: 0, recipients: ['div:ZA-CPT-01'] },
        awardRefusals.individualsOnly('thankyou'),
      ],
      [
        'member',
        { what: 'payitforward', reason: 'Teamwork', points: 5, recipients: ['div:ZA-CPT-01'] },
        awardRefusals.individualsOnly('payitforward'),
      ],
      [
        'manager',
        { points: 5, recipients: ['div:ZA-CPT-01', 'div:NA-WDH-01'] },
        awardRefusals.divisionOutsideCluster('Windhoek Pet Centre'),
      ],
      [
        'member',
        {
          what: 'thankyou',
          reason: 'Thank You!',
          points: 0,
          recipients: Array.from({ length: 21 }, (_, i) => String(2000 + i)),
        },
        awardRefusals.tooManyRecipients('thankyou', 20),
      ],
    ];
    for (const [who, overrides, text] of cases) {
      const result = await give(who, award(overrides));
      expect(!result.ok && result.error).toMatchObject({
        kind: 'formErrors',
        message: text,
        formErrors: { recipients: text },
      });
    }
  });

  it('answers a repeated Idempotency-Key with the first answer, another body with a 422', async () => {
    server.use(createHandlers({ baseUrl, requireAuth: true }).doReward.ok());
    const client = createClient({ baseUrl, getToken: () => tokens.manager });
    const body = award({});
    const first = await client.call('doReward', body, { idempotencyKey: 'k-1' });
    const again = await client.call('doReward', body, { idempotencyKey: 'k-1' });
    expect(again).toEqual(first);
    const other = await client.call('doReward', award({ points: 50 }), { idempotencyKey: 'k-1' });
    expect(!other.ok && other.error).toMatchObject({
      kind: 'server',
      status: 422,
      message: messages.idempotencyKeyReused,
    });
    // A refusal is not kept: the same key may be sent again once the form is put right.
    const refused = await client.call('doReward', award({ reason: '' }), { idempotencyKey: 'k-2' });
    expect(refused.ok).toBe(false);
    const fixed = await client.call('doReward', award({}), { idempotencyKey: 'k-2' });
    expect(fixed.ok).toBe(true);
  });
});
