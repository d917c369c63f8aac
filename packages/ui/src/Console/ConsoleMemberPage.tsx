import { memberBalanceFields, memberBalances, memberStatusMessages } from '@plaudit/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useBalanceNames, useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import { MemberBadges } from './MemberBadges.tsx';
import styles from './Console.module.scss';
import { ScrollBox } from './ScrollBox.tsx';
import type {
  ConsoleAwardRow,
  ConsoleMemberPageData,
  ConsoleOrderRow,
  ConsoleStatementLine,
} from './types.ts';

export interface ConsoleMemberPageProps {
  /** The page's data; undefined while it loads (or when it failed). */
  data: ConsoleMemberPageData | undefined;
  /** Why it could not be loaded. */
  errorMessage?: string;
  onRetry?: () => void;
  /** What the last action did ('Added 50 points; …'), shown above the profile. */
  notice?: string;
  onNoticeDismiss?: () => void;
  /** Opens the dialogs; the screen owns them. */
  onAdjust: () => void;
  onChangeRoles: () => void;
  onChangeActive: () => void;
  /** Addresses: back to the search, and this member's audit log. */
  searchHref: string;
  auditHref: string;
  /** The viewer's time zone, for dates. */
  timeZone: string;
  /** The dialogs, rendered by the screen. */
  children?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A member's console page: profile, roles and status, the three balances exactly as their own member
 * data reports them with the latest lines of each statement, awards given and received, orders; and the
 * actions: adjust a balance, change roles, deactivate or reactivate.
 */
export function ConsoleMemberPage({
  data,
  errorMessage,
  onRetry,
  notice,
  onNoticeDismiss,
  onAdjust,
  onChangeRoles,
  onChangeActive,
  searchHref,
  auditHref,
  timeZone,
  children,
}: ConsoleMemberPageProps) {
  const word = useWords();
  const names = useBalanceNames();
  const format = useBrandFormat();
  const { awardTitles } = useBrandContent();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const back = (
    <p className={styles.back}>
      <Link href={searchHref}>{word('Back to members')}</Link>
    </p>
  );
  if (!data) {
    return (
      <div className={styles.page}>
        {back}
        {errorMessage ? (
          <div className={styles.errorBox}>
            <Alert>{errorMessage}</Alert>
            {onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                {word('Try again')}
              </Button>
            )}
          </div>
        ) : (
          <Loading />
        )}
      </div>
    );
  }
  const { member, balances } = data;
  const points = (value: number) => format.number(value);
  const awardColumns: TableColumn<ConsoleAwardRow>[] = [
    {
      key: 'date',
      header: word('Date'),
      render: (a) => <DateText date={a.date} timeZone={timeZone} />,
      nowrap: true,
    },
    {
      key: 'type',
      header: word('Type'),
      render: (a) => (a.type === 'nomination' ? word('Nomination') : awardTitles[a.type]),
    },
    { key: 'value', header: word('Value'), render: (a) => a.value },
    { key: 'colleague', header: word('Colleague'), render: (a) => a.colleague },
    { key: 'points', header: word('Points'), render: (a) => points(a.points), align: 'end' },
  ];
  const lineColumns: TableColumn<ConsoleStatementLine>[] = [
    {
      key: 'date',
      header: word('Date'),
      render: (l) => <DateText date={l.date} timeZone={timeZone} />,
      nowrap: true,
    },
    { key: 'balance', header: word('Balance'), render: (l) => names[l.account] },
    { key: 'description', header: word('Description'), render: (l) => l.description },
    {
      key: 'points',
      header: word('Points'),
      align: 'end',
      render: (l) => (l.points < 0 ? `−${points(-l.points)}` : points(l.points)),
    },
  ];
  const orderColumns: TableColumn<ConsoleOrderRow>[] = [
    { key: 'num', header: word('Order'), render: (o) => o.orderNum, nowrap: true },
    {
      key: 'date',
      header: word('Date'),
      render: (o) => <DateText date={o.orderDate} timeZone={timeZone} />,
      nowrap: true,
    },
    { key: 'status', header: word('Status'), render: (o) => o.orderStatusId },
    { key: 'items', header: word('Items'), render: (o) => String(o.itemCount), align: 'end' },
    { key: 'points', header: word('Points'), render: (o) => points(o.points), align: 'end' },
  ];

  return (
    <div className={styles.page}>
      {back}
      <div ref={noticeRef} tabIndex={-1} className={styles.notice} aria-live="polite">
        {notice && (
          <Alert variant="success" onDismiss={onNoticeDismiss}>
            {notice}
          </Alert>
        )}
      </div>
      <header className={styles.memberHeader}>
        <h1 className={styles.heading}>{member.name}</h1>
        <MemberBadges member={member} />
      </header>
      {!member.isActive && (
        <Alert>
          {word('Deactivated on')}{' '}
          {member.deactivatedAt && <DateText date={member.deactivatedAt} timeZone={timeZone} />}.{' '}
          {memberStatusMessages.deactivationBalances}
        </Alert>
      )}
      <dl className={styles.profile} aria-label={word('Profile')}>
        <div>
          <dt>{word('Mobile number')}</dt>
          <dd>{member.cellNum}</dd>
        </div>
        <div>
          <dt>{word('Email')}</dt>
          <dd>{member.email || '—'}</dd>
        </div>
        <div>
          <dt>{word('Division')}</dt>
          <dd>
            {member.division} ({member.divisionCode})
          </dd>
        </div>
        <div>
          <dt>{word('Country')}</dt>
          <dd>{member.cluster}</dd>
        </div>
      </dl>
      <div role="group" aria-label={word('Member actions')} className={styles.actions}>
        <Button onPress={onAdjust}>{word('Adjust a balance')}</Button>
        <Button variant="secondary" onPress={onChangeRoles}>
          {word('Change roles')}
        </Button>
        <Button variant="secondary" onPress={onChangeActive}>
          {member.isActive ? word('Deactivate') : word('Reactivate')}
        </Button>
        <Link href={auditHref}>{word('See their audit log')}</Link>
      </div>
      <Section title={word('Balances')}>
        <dl className={styles.balances}>
          {memberBalances.map((b) => (
            <div key={b} className={styles.balance}>
              <dt>{names[b]}</dt>
              <dd>{points(balances[memberBalanceFields[b]])}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={word('Recent statement lines')}>
        <ScrollBox label={word('Recent statement lines')}>
          <Table
            label={word('Recent statement lines')}
            showCaption={false}
            columns={lineColumns}
            rows={data.statementLines}
            rowKey={(l) => `${l.account}-${l.date.getTime()}-${l.description}`}
          />
        </ScrollBox>
      </Section>
      <Section title={word('Awards received')}>
        <ScrollBox label={word('Awards received')}>
          <Table
            label={word('Awards received')}
            showCaption={false}
            columns={awardColumns}
            rows={data.awardsReceived}
            rowKey={(a) => `${a.awardId}-${a.colleague}`}
          />
        </ScrollBox>
      </Section>
      <Section title={word('Awards given')}>
        <ScrollBox label={word('Awards given')}>
          <Table
            label={word('Awards given')}
            showCaption={false}
            columns={awardColumns}
            rows={data.awardsGiven}
            rowKey={(a) => `${a.awardId}-${a.colleague}`}
          />
        </ScrollBox>
      </Section>
      <Section title={word('Orders')}>
        <ScrollBox label={word('Orders')}>
          <Table
            label={word('Orders')}
            showCaption={false}
            columns={orderColumns}
            rows={data.orders}
            rowKey={(o) => o.orderNum}
          />
        </ScrollBox>
      </Section>
      {children}
    </div>
  );
}
