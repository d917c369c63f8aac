import { describe, expect, it } from 'vitest';
import { transportsFrom } from '../src/outbox/transports.ts';

const pinSms = {
  id: 7,
  channel: 'sms' as const,
  to: '+27820000003',
  subject: '',
  body: 'Your pin is 482913',
};
const codesEmail = {
  ...pinSms,
  channel: 'email' as const,
  to: 'a@example.com',
  body: 'Code WWF-1234',
};

describe('outbox transports without settings', () => {
  it('write each message to the log outside production, so a developer can read the pin', async () => {
    const lines: string[] = [];
    const transports = transportsFrom({ log: (line) => lines.push(line) });
    await transports.sms(pinSms);
    await transports.email(codesEmail);
    expect(lines.join('\n')).toContain('Your pin is 482913');
    expect(lines.join('\n')).toContain('Code WWF-1234');
  });

  it('in production send nothing, keep the message in the outbox and log no pin or voucher code', async () => {
    const lines: string[] = [];
    const transports = transportsFrom({ production: true, log: (line) => lines.push(line) });
    await expect(transports.sms(pinSms)).rejects.toThrow('SMS_WEBHOOK_URL is not set');
    await expect(transports.email(codesEmail)).rejects.toThrow('SMTP_URL is not set');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/482913|WWF-1234|\+27820000003|a@example\.com/);
  });
});
