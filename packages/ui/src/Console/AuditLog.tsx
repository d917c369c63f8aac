import { fieldLimits } from '@plaudit/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/index.ts';
import { DateField } from '../DateField/index.ts';
import { DateText } from '../DateText/index.ts';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
  useWords,
  type UiWord,
} from '../theme/index.ts';
import { auditLines } from './auditLines.ts';
import styles from './Console.module.scss';
import { LoadFailed } from './LoadFailed.tsx';
import type { AuditLogEntry } from './types.ts';
import { consoleText } from './consoleText.ts';

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
  'feed.hideComment': 'Comment hidden',
};

/** The audit log's filters beside the action: a member by number, and the first and last day. */
export interface AuditFilterValues {
  /** A member's number ('' for every member). */
  memberNumber: string;
  /** The first and last day, 'yyyy-MM-dd' ('' for no bound). */
  from: string;
  to: string;
}

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
  /** The member, by number, and the days filtered by; and a change of them (Show, or Clear filters). */
  filters?: AuditFilterValues;
  onFiltersChange?: (filters: AuditFilterValues) => void;
  /** The server's refusal of a filter, by field ('memberNumber', 'from', 'to'). */
  filterErrors?: Readonly<Record<string, string>> | undefined;
  /** The name (and number) of the member filtered by, if any, and the way back to every member. */
  memberName?: string | null;
  memberNumber?: string | null;
  onClearMember?: () => void;
  onPageChange: (page: number) => void;
  errorMessage?: string;
  onRetry?: () => void;
  /** The address of a member's console page. */
  memberHref: (memberId: number) => string;
  timeZone: string;
}

/**
 * The audit log: every console and command line action, newest first, each a card (when, the action, who
 * did it to whom, what changed in words, the reason), filtered by action, member and days, a page at a time.
 */
export function AuditLog(props: AuditLogProps) {
  const { entries, total, page, pageSize, onPageChange, errorMessage, onRetry } = props;
  const word = useWords();
  const { messages } = useBrandContent();
  const headingId = useId();
  const actionName = (a: string) => {
    const known = actionWords[a];
    return known ? word(known) : a;
  };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h1 id={headingId} className={styles.heading}>
        {word('Audit log')}
      </h1>
      <AuditFilters {...props} actionName={actionName} />
      <div aria-live="polite" aria-busy={!entries && !errorMessage}>
        {errorMessage ? (
          <LoadFailed message={errorMessage} onRetry={onRetry} />
        ) : !entries ? (
          <Loading />
        ) : (
          <>
            {entries.length === 0 ? (
              <p>{messages.noResults}</p>
            ) : (
              <ol className={styles.auditList} aria-label={word('Audit log')}>
                {entries.map((e) => (
                  <AuditCard
                    key={e.auditId}
                    entry={e}
                    actionName={actionName}
                    memberHref={props.memberHref}
                    timeZone={props.timeZone}
                  />
                ))}
              </ol>
            )}
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

/** One entry: when and what as its heading, who did it to whom, what changed line by line, why. */
function AuditCard({
  entry: e,
  actionName,
  memberHref,
  timeZone,
}: {
  entry: AuditLogEntry;
  actionName: (action: string) => string;
  memberHref: (memberId: number) => string;
  timeZone: string;
}) {
  const word = useWords();
  const format = useBrandFormat();
  const balanceNames = useBalanceNames();
  const { phrases } = useBrandContent();
  const lines = auditLines(e, {
    word,
    number: (n) => format.number(n),
    date: (iso) => format.dateTime(new Date(iso), timeZone),
    balanceNames,
  });
  const member =
    e.member === null
      ? null
      : e.memberNumber
        ? phrases.memberWithNumber(e.member, e.memberNumber)
        : e.member;
  return (
    <li className={styles.auditCard}>
      <p className={styles.auditHead}>
        <strong>{actionName(e.action)}</strong>
        <DateText date={e.at} timeZone={timeZone} />
      </p>
      <dl className={styles.auditWho}>
        <div>
          <dt>{word('Who')}</dt>
          <dd>{e.actorKind === 'cli' ? word('Command line') : (e.actor ?? consoleText.none)}</dd>
        </div>
        {e.memberId !== null && (
          <div>
            <dt>{word('Member')}</dt>
            <dd>
              <Link href={memberHref(e.memberId)}>{member}</Link>
            </dd>
          </div>
        )}
      </dl>
      {lines.length > 0 && (
        <ul className={styles.values} aria-label={word('Change')}>
          {lines.map((l) => (
            <li key={l.label}>{consoleText.labelled(l.label, l.text)}</li>
          ))}
        </ul>
      )}
      {e.reason && <p className={styles.auditReason}>{e.reason}</p>}
    </li>
  );
}

/**
 * The filters: the action (applied as chosen), and a member's number and the first and last day, applied
 * with Show (so a half-typed number asks nothing); the member the log is narrowed to, and the way back.
 */
function AuditFilters({
  actions,
  action,
  onActionChange,
  actionName,
  filters,
  onFiltersChange,
  filterErrors,
  memberName,
  memberNumber,
  onClearMember,
}: AuditLogProps & { actionName: (action: string) => string }) {
  const word = useWords();
  const applied = filters ?? { memberNumber: '', from: '', to: '' };
  const [typed, setTyped] = useState(applied);
  const [shown, setShown] = useState(applied);
  // The address changed the filters (Back, a member's link): the fields follow.
  if (
    shown.memberNumber !== applied.memberNumber ||
    shown.from !== applied.from ||
    shown.to !== applied.to
  ) {
    setShown(applied);
    setTyped(applied);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange?.({
      memberNumber: typed.memberNumber.trim(),
      from: typed.from,
      to: typed.to,
    });
  };
  const none = applied.memberNumber === '' && applied.from === '' && applied.to === '';
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
      {onFiltersChange && (
        <form className={styles.auditFilterForm} onSubmit={submit} noValidate>
          <TextField
            label={word('Member number')}
            value={typed.memberNumber}
            onChange={(v) => setTyped({ ...typed, memberNumber: v })}
            inputMode="tel"
            maxLength={fieldLimits.consoleSearch}
            errorMessage={filterErrors?.memberNumber}
          />
          <DateField
            label={word('From')}
            value={typed.from}
            onChange={(v) => setTyped({ ...typed, from: v })}
            errorMessage={filterErrors?.from}
          />
          <DateField
            label={word('To')}
            value={typed.to}
            onChange={(v) => setTyped({ ...typed, to: v })}
            errorMessage={filterErrors?.to}
          />
          <div className={styles.auditFilterButtons}>
            <Button type="submit">{word('Show')}</Button>
            {!none && (
              <Button
                variant="secondary"
                onPress={() => onFiltersChange({ memberNumber: '', from: '', to: '' })}
              >
                {word('Clear filters')}
              </Button>
            )}
          </div>
        </form>
      )}
      {memberName && (
        <MemberFilterNote name={memberName} number={memberNumber} onClear={onClearMember} />
      )}
    </div>
  );
}

/** The member the log is narrowed to, and the way back to every member. */
function MemberFilterNote({
  name,
  number,
  onClear,
}: {
  name: string;
  number: string | null | undefined;
  onClear: (() => void) | undefined;
}) {
  const word = useWords();
  const { phrases } = useBrandContent();
  const label = consoleText.labelColon(word('Actions on this member only'));
  return (
    <p className={styles.memberFilter}>
      <span>
        {label} <strong>{number ? phrases.memberWithNumber(name, number) : name}</strong>
      </span>
      {onClear && (
        <Button variant="link" onPress={onClear}>
          {word('Show every member')}
        </Button>
      )}
    </p>
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
