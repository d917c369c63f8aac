import { memberBalances, type MemberBalance } from '@plaudit/domain';
import type { UiWord } from '../theme/index.ts';
import { lineStatusWords } from '../OrdersConsole/lineStatus.ts';
import type { AuditLogEntry, AuditValueText } from './types.ts';

/** One line of what an audit entry changed: 'Budget balance' and '11,100 → 11,400 Top Dog Points'. */
export interface AuditLine {
  label: string;
  text: string;
}

/** What the lines are written with: the brand's words, numbers, dates and balance names. */
export interface AuditLineWords {
  word: (word: UiWord) => string;
  number: (value: number) => string;
  /** A stored instant (ISO text) as the console shows dates. */
  date: (iso: string) => string;
  balanceNames: Readonly<Record<MemberBalance, string>>;
}

/** Each balance as a line of the log names it; its points by the brand's name follow the figures. */
export const balanceWords: Readonly<Record<MemberBalance, UiWord>> = {
  redeemable: 'Points balance',
  payItForward: 'Pay It Forward balance',
  management: 'Budget balance',
};

/** The stored fields the log names in words; any other reads by its name, humanised. */
const fieldWords: Readonly<Record<string, UiWord>> = {
  isManager: 'Manager',
  isAdmin: 'Administrator',
  active: 'Active',
  deactivatedAt: 'Deactivated on',
  registeredWithPassword: 'Registered with a password',
  nominationId: 'Nomination',
  status: 'Status',
  points: 'Points to each nominee',
  nominees: 'Nominees',
  leftOut: 'Left out',
  dispatchStatus: 'Line status',
  divisionCode: 'Division',
  reference: 'Reference',
  description: 'Description',
  transId: 'Transaction',
  clinicId: 'Clinic',
  code: 'Code',
  kind: 'Kind',
  amount: 'Amount',
  clusterId: 'Country',
  validFrom: 'Valid from',
  validTo: 'Valid to',
  totalLimit: 'Uses in all',
  perMemberLimit: 'Uses per member',
  usedCount: 'Used',
  importer: 'Import',
  fileName: 'File',
  rows: 'Rows',
  acceptedOnly: 'Accepted rows only',
  key: 'Content key',
  title: 'Title',
  content: 'Content',
  removed: 'Removed',
};

/** Stored values the log names in words: a nomination's status. */
const valueWords: Readonly<Record<string, UiWord>> = {
  waiting: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
};

/**
 * Ids that are the system's own, said by the lines around them: the ledger's transfer (the balance line
 * says what it did), the award, an order's status code (its line's status is said in words), and the
 * account (named by its balance line).
 */
const unsaid = new Set(['transferId', 'awardId', 'orderStatusId', 'account', 'orderNum']);

/** 'perMemberLimit' → 'Per member limit', 'row_count' → 'Row count': a field no sentence knows. */
export function humanise(name: string): string {
  const words = name
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
}

const isBalance = (value: AuditValueText | undefined): value is MemberBalance =>
  typeof value === 'string' && (memberBalances as readonly string[]).includes(value);
const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

/**
 * What an audit entry changed, one line a field, in words: a balance by its name with the brand's points
 * ('Budget balance: 11,100 → 11,400 Top Dog Points'), an order line by its order number and product,
 * roles and states as Yes or No, ids by what they name; before → after where a value changed, the value
 * where it is new or stayed. A field no sentence knows reads by its name, humanised, never a failure.
 */
export function auditLines(entry: AuditLogEntry, w: AuditLineWords): AuditLine[] {
  const { before, after } = entry;
  const names = entry.names ?? {};
  const valueOf = (name: string) => (after && name in after ? after[name] : before?.[name]);
  const account = valueOf('account');
  // A refund's balance is the member's points; every other balance names its account.
  const balance: MemberBalance = isBalance(account) ? account : 'redeemable';
  const show = (name: string, v: AuditValueText | undefined): string => {
    if (v === null || v === undefined) return name === 'clusterId' ? w.word('Every country') : '—';
    if (typeof v === 'boolean') return w.word(v ? 'Yes' : 'No');
    if (typeof v === 'number') {
      if (name === 'dispatchStatus') {
        const status = lineStatusWords[v];
        return status ? w.word(status) : String(v);
      }
      if (name === 'clusterId') return names.clusterId ?? String(v);
      if (name === 'balance' || name === 'points') return w.number(v);
      return /(Id|Num)$/.test(name) ? String(v) : w.number(v);
    }
    if (name === 'divisionCode' && names.divisionCode) return `${names.divisionCode} (${v})`;
    const known = valueWords[v];
    if (known) return w.word(known);
    return isInstant(v) ? w.date(v) : v;
  };
  const lineOf = (name: string): AuditLine | null => {
    if (unsaid.has(name)) return null;
    const was = before && name in before ? before[name] : undefined;
    const now = after && name in after ? after[name] : undefined;
    const changed = before !== null && after !== null && name in before && name in after;
    let text =
      changed && was !== now
        ? `${show(name, was)} → ${show(name, now)}`
        : show(name, after && name in after ? now : was);
    if (name === 'content') text = changed && was !== now ? w.word('Changed') : w.word('Unchanged');
    if (name === 'balance' || name === 'points') text = `${text} ${w.balanceNames[balance]}`;
    if (name === 'balance') return { label: w.word(balanceWords[balance]), text };
    if (name === 'orderLineId') {
      const orderNum = valueOf('orderNum');
      const product = names.orderLineId;
      const order = orderNum === null || orderNum === undefined ? '' : String(orderNum);
      return {
        label: w.word('Order line'),
        text: [order, product].filter(Boolean).join(', ') || String(now ?? was),
      };
    }
    const word = fieldWords[name];
    return { label: word ? w.word(word) : humanise(name), text };
  };
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  // An order number without its line (a whole order) still says which order.
  if (fields.includes('orderNum') && !fields.includes('orderLineId'))
    return [
      { label: w.word('Order'), text: String(valueOf('orderNum')) },
      ...fields.flatMap((f) => lineOf(f) ?? []),
    ];
  return fields.flatMap((f) => lineOf(f) ?? []);
}
