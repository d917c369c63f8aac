import { describe, expect, it } from 'vitest';
import { auditLines, humanise, type AuditLineWords } from './auditLines.ts';
import type { AuditLogEntry, AuditValueText } from './types.ts';

const words: AuditLineWords = {
  word: (w) => w,
  number: (n) => new Intl.NumberFormat('en-US').format(n),
  date: (iso) => `on ${iso.slice(0, 10)}`,
  balanceNames: {
    redeemable: 'Paw Points',
    payItForward: 'Kibble Credits',
    management: 'Top Dog Points',
  },
};

type Values = Record<string, AuditValueText> | null;
const entry = (
  action: string,
  before: Values,
  after: Values,
  names?: Record<string, string>,
): AuditLogEntry => ({
  auditId: 1,
  at: new Date('2026-11-21T12:03:00Z'),
  actorKind: 'console',
  actor: 'Thandi Nkosi',
  action,
  memberId: 3,
  member: 'Lerato Mokoena',
  before,
  after,
  reason: 'Because',
  ...(names ? { names } : {}),
});
const read = (e: AuditLogEntry) => auditLines(e, words).map((l) => `${l.label}: ${l.text}`);

/** Every action the server writes (grep `audit(` in server/src), as its rows hold it. */
describe('auditLines', () => {
  it.each([
    [
      'member.adjust',
      entry(
        'member.adjust',
        { account: 'management', balance: 11100 },
        { account: 'management', balance: 11400, transferId: 9012 },
      ),
      ['Budget balance: 11,100 → 11,400 Top Dog Points'],
    ],
    [
      'budget.grant (console, a division)',
      entry(
        'budget.grant',
        { account: 'management', balance: 0 },
        { account: 'management', balance: 500, transferId: 1, divisionCode: 'ZA-JHB-PAWS' },
        { divisionCode: 'Paws Johannesburg' },
      ),
      ['Budget balance: 0 → 500 Top Dog Points', 'Division: Paws Johannesburg (ZA-JHB-PAWS)'],
    ],
    [
      'budget.grant (import)',
      entry(
        'budget.grant',
        { account: 'management', balance: 100 },
        {
          account: 'management',
          balance: 600,
          transferId: 2,
          reference: 'B-1',
          description: 'December',
        },
      ),
      ['Budget balance: 100 → 600 Top Dog Points', 'Reference: B-1', 'Description: December'],
    ],
    [
      'recommendation.credit',
      entry(
        'recommendation.credit',
        { account: 'redeemable', balance: 1200 },
        { account: 'redeemable', balance: 1240, transferId: 3, transId: 'T-9', clinicId: 'C-4' },
      ),
      ['Points balance: 1,200 → 1,240 Paw Points', 'Transaction: T-9', 'Clinic: C-4'],
    ],
    [
      'member.flags',
      entry(
        'member.flags',
        { isManager: false, isAdmin: false },
        { isManager: true, isAdmin: false },
      ),
      ['Manager: No → Yes', 'Administrator: No'],
    ],
    [
      'member.flags (an import adds the member)',
      entry('member.flags', null, { isManager: true, isAdmin: false }),
      ['Manager: Yes', 'Administrator: No'],
    ],
    [
      'member.deactivate',
      entry(
        'member.deactivate',
        { active: true, deactivatedAt: null },
        { active: false, deactivatedAt: '2026-11-21T12:03:00.000Z' },
      ),
      ['Active: Yes → No', 'Deactivated on: — → on 2026-11-21'],
    ],
    [
      'member.create-admin',
      entry('member.create-admin', null, {
        isManager: false,
        isAdmin: true,
        registeredWithPassword: true,
      }),
      ['Manager: No', 'Administrator: Yes', 'Registered with a password: Yes'],
    ],
    [
      'nomination.approve',
      entry(
        'nomination.approve',
        { nominationId: 41, status: 'waiting' },
        {
          nominationId: 41,
          status: 'approved',
          points: 250,
          nominees: 'Ann Lee, Ben Dube',
          awardId: 3120,
        },
      ),
      [
        'Nomination: 41',
        'Status: Waiting → Approved',
        'Points to each nominee: 250 Paw Points',
        'Nominees: Ann Lee, Ben Dube',
      ],
    ],
    [
      'order.refund',
      entry(
        'order.refund',
        { orderNum: '10023', orderLineId: 2486, dispatchStatus: 1, balance: 1321 },
        {
          orderNum: '10023',
          orderLineId: 2486,
          dispatchStatus: 9,
          balance: 1346,
          orderStatusId: '90',
          transferId: 12486,
        },
        { orderLineId: 'Checkers voucher R25' },
      ),
      [
        'Order line: 10023, Checkers voucher R25',
        'Line status: Pending → Refunded',
        'Points balance: 1,321 → 1,346 Paw Points',
      ],
    ],
    [
      'promo.end',
      entry(
        'promo.end',
        { code: 'SAVE10', clusterId: null, validTo: '2026-12-31T21:59:59.000Z', usedCount: 3 },
        { code: 'SAVE10', clusterId: null, validTo: '2026-11-21T12:02:59.000Z', usedCount: 3 },
      ),
      [
        'Code: SAVE10',
        'Country: Every country',
        'Valid to: on 2026-12-31 → on 2026-11-21',
        'Used: 3',
      ],
    ],
    [
      'promo.create',
      entry(
        'promo.create',
        null,
        { code: 'ZA5', clusterId: 1, amount: 500 },
        { clusterId: 'South Africa' },
      ),
      ['Code: ZA5', 'Country: South Africa', 'Amount: 500'],
    ],
    [
      'csv.import',
      entry('csv.import', null, {
        importer: 'members',
        fileName: 'starters.csv',
        rows: 3006,
        added: 3000,
        acceptedOnly: false,
      }),
      [
        'Import: members',
        'File: starters.csv',
        'Rows: 3,006',
        'Added: 3,000',
        'Accepted rows only: No',
      ],
    ],
    [
      'content.edit',
      entry(
        'content.edit',
        { key: 'terms', title: 'Terms', content: '<p>Old</p>' },
        { key: 'terms', title: 'Terms and Conditions', content: '<p>New</p>' },
      ),
      ['Content key: terms', 'Title: Terms → Terms and Conditions', 'Content: Changed'],
    ],
  ])('reads %s in words', (_name, e, expected) => {
    expect(read(e)).toEqual(expected);
  });

  it('reads a field no sentence knows by its name, humanised, whatever its value', () => {
    const e = entry('member.rename', { oldValue: 'A' }, { maxPerDay: 2, nested: '{"a":1}' });
    expect(read(e)).toEqual(['Max per day: 2', 'Nested: {"a":1}', 'Old value: A']);
    expect(read(entry('member.nothing', null, null))).toEqual([]);
    expect(humanise('row_count')).toBe('Row count');
    expect(humanise('')).toBe('');
  });

  it('never names an internal id that words say already', () => {
    const lines = read(
      entry('member.adjust', { balance: 1 }, { balance: 2, transferId: 7, awardId: 8 }),
    ).join(' ');
    expect(lines).not.toMatch(/transfer|award|\b7\b|\b8\b/i);
  });
});
