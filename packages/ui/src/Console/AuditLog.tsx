import { useId } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import { Select } from '../Select/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useBrandContent, useBrandFormat, useWords, type UiWord } from '../theme/index.ts';
import { lineStatusWords } from '../OrdersConsole/lineStatus.ts';
import styles from './Console.module.scss';
import { ScrollBox } from './ScrollBox.tsx';
import type { AuditLogEntry, AuditValueText } from './types.ts';

/** The actions the console knows by name; any other shows as it is stored ('member.delete'). */
const actionWords: Readonly<Record<string, UiWord>> = {
  'member.adjust': 'Balance adjusted',
  'member.flags': 'Roles changed',
  'member.deactivate': 'Deactivated',
  'member.reactivate': 'Reactivated',
  'nomination.approve': 'Nomination approved',
  'nomination.decline': 'Nomination declined',
  'budget.grant': 'Budget granted',
  'recommendation.credit': 'Recommendation credited',
  'member.create-admin': 'Made an administrator',
  'order.refund': 'Order line refunded',
  'promo.create': 'Promo code created',
  'promo.end': 'Promo code ended',
  'csv.import': 'CSV imported',
  'content.edit': 'Content edited',
};

export interface AuditLogProps {
  /** The page of entries, newest first; undefined while loading or after a failure. */
  entries: readonly AuditLogEntry[] | undefined;
  total: number;
  /** The page shown, from 1, and the entries per page. */
  page: number;
  pageSize: number;
  /** Every action the log holds, for the filter. */
  actions: readonly string[];
  /** The action filtered by ('' for all). */
  action: string;
  onActionChange: (action: string) => void;
  /** The name of the member filtered by, if any, and the way back to every member. */
  memberName?: string | null;
  onClearMember?: () => void;
  onPageChange: (page: number) => void;
  errorMessage?: string;
  onRetry?: () => void;
  /** The address of a member's console page. */
  memberHref: (memberId: number) => string;
  timeZone: string;
}

type AuditValues = Readonly<Record<string, AuditValueText>> | null;

/** A field that names a record by its number ('transferId', 'orderNum'): shown as it is, not as an amount. */
const isReference = (name: string) => /(Id|Num)$/.test(name);

/**
 * What an action changed, one field a line: 'balance: 450 → 500' where it changed, 'transferId: 9012'
 * where it is new, 'account: redeemable' where it stayed (what the change was about); an order line's
 * status code by its name ('dispatchStatus: Pending → Refunded').
 */
function Change({ before, after }: { before: AuditValues; after: AuditValues }) {
  const format = useBrandFormat();
  const word = useWords();
  if (!before && !after) return <>—</>;
  const show = (name: string, v: AuditValueText | undefined) => {
    if (v === null || v === undefined) return '—';
    if (typeof v !== 'number') return String(v);
    const status = name === 'dispatchStatus' ? lineStatusWords[v] : undefined;
    if (status) return word(status);
    return isReference(name) ? String(v) : format.number(v);
  };
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return (
    <ul className={styles.values}>
      {names.map((name) => {
        const was = before?.[name];
        const now = after?.[name];
        const text =
          before && after && was !== now && name in before
            ? `${show(name, was)} → ${show(name, now)}`
            : show(name, name in (after ?? {}) ? now : was);
        return (
          <li key={name}>
            {name}: {text}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The audit log: every console and command line action, newest first (when, who, what, on whom, what
 * changed, the reason), filtered by action and by member, a page at a time.
 */
export function AuditLog({
  entries,
  total,
  page,
  pageSize,
  actions,
  action,
  onActionChange,
  memberName,
  onClearMember,
  onPageChange,
  errorMessage,
  onRetry,
  memberHref,
  timeZone,
}: AuditLogProps) {
  const word = useWords();
  const headingId = useId();
  const actionName = (a: string) => {
    const known = actionWords[a];
    return known ? word(known) : a;
  };
  const columns = auditColumns(word, actionName, memberHref, timeZone);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h1 id={headingId} className={styles.heading}>
        {word('Audit log')}
      </h1>
      <AuditFilters
        actions={actions}
        action={action}
        onActionChange={onActionChange}
        actionName={actionName}
        memberName={memberName}
        onClearMember={onClearMember}
      />
      <div aria-live="polite" aria-busy={!entries && !errorMessage}>
        {errorMessage ? (
          <div className={styles.errorBox}>
            <Alert>{errorMessage}</Alert>
            {onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                {word('Try again')}
              </Button>
            )}
          </div>
        ) : !entries ? (
          <Loading />
        ) : (
          <>
            <ScrollBox label={word('Audit log')}>
              <Table
                label={word('Audit log')}
                showCaption={false}
                columns={columns}
                rows={entries}
                rowKey={(e) => String(e.auditId)}
              />
            </ScrollBox>
            {total > 0 && (
              <AuditPager
                page={page}
                pageSize={pageSize}
                total={total}
                onPageChange={onPageChange}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** The log's columns: when, who, the action by name, the member (a link to their page), the change, why. */
function auditColumns(
  word: (w: UiWord) => string,
  actionName: (action: string) => string,
  memberHref: (memberId: number) => string,
  timeZone: string,
): TableColumn<AuditLogEntry>[] {
  return [
    {
      key: 'at',
      header: word('When'),
      render: (e) => <DateText date={e.at} timeZone={timeZone} />,
      nowrap: true,
    },
    {
      key: 'who',
      header: word('Who'),
      render: (e) => (e.actorKind === 'cli' ? word('Command line') : (e.actor ?? '—')),
    },
    { key: 'action', header: word('Action'), render: (e) => actionName(e.action) },
    {
      key: 'member',
      header: word('Member'),
      render: (e) =>
        e.memberId === null ? '—' : <Link href={memberHref(e.memberId)}>{e.member}</Link>,
    },
    {
      key: 'change',
      header: word('Change'),
      render: (e) => <Change before={e.before} after={e.after} />,
    },
    { key: 'reason', header: word('Reason'), render: (e) => e.reason },
  ];
}

/** The action filter, and the member the log is narrowed to (with the way back to every member). */
function AuditFilters({
  actions,
  action,
  onActionChange,
  actionName,
  memberName,
  onClearMember,
}: Pick<AuditLogProps, 'actions' | 'action' | 'onActionChange' | 'memberName' | 'onClearMember'> & {
  actionName: (action: string) => string;
}) {
  const word = useWords();
  return (
    <div className={styles.filters}>
      <Select
        label={word('Action')}
        options={[
          { value: '', label: word('All actions') },
          ...actions.map((a) => ({ value: a, label: actionName(a) })),
        ]}
        value={action}
        onChange={onActionChange}
        className={styles.filter}
      />
      {memberName && (
        <p className={styles.memberFilter}>
          <span>
            {word('Actions on this member only')}: <strong>{memberName}</strong>
          </span>
          {onClearMember && (
            <Button variant="link" onPress={onClearMember}>
              {word('Show every member')}
            </Button>
          )}
        </p>
      )}
    </div>
  );
}

/** Newer and Older, and which entries of how many the page shows. */
function AuditPager({
  page,
  pageSize,
  total,
  onPageChange,
}: Pick<AuditLogProps, 'page' | 'pageSize' | 'total' | 'onPageChange'>) {
  const word = useWords();
  const format = useBrandFormat();
  const { statement } = useBrandContent();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={statement.pages(word('Audit log'))} className={styles.pager}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        {statement.newer}
      </Button>
      <span>
        {statement.entries(format.number(first), format.number(last), format.number(total))}
      </span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
        {statement.older}
      </Button>
    </nav>
  );
}
