import {
  memberBalanceFields,
  memberBalances,
  memberStatusMessages,
  type MemberBalance,
} from '@plaudit/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import { Table } from '../Table/index.ts';
import { useBalanceNames, useBrandFormat, useWords } from '../theme/index.ts';
import { MemberBadges } from './MemberBadges.tsx';
import styles from './Console.module.scss';
import { LoadFailed } from './LoadFailed.tsx';
import { ScrollBox } from './ScrollBox.tsx';
import type { ConsoleMemberPageData } from './types.ts';
import { useMemberPageColumns } from './memberPageColumns.tsx';
import { consoleText } from './consoleText.ts';
import { consoleDeliveriesMessages } from './deliveriesMessages.ts';
import { MemberDeliveries } from './MemberDeliveries.tsx';

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
  /** The address of this member's statement of one balance; each balance links to it. */
  statementHref?: (balance: MemberBalance) => string;
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
export function ConsoleMemberPage(props: ConsoleMemberPageProps) {
  const { data, errorMessage, onRetry, notice, onNoticeDismiss, searchHref, timeZone } = props;
  const word = useWords();
  const format = useBrandFormat();
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
        {errorMessage ? <LoadFailed message={errorMessage} onRetry={onRetry} /> : <Loading />}
      </div>
    );
  }
  const { member } = data;
  const deactivated = member.deactivatedAt
    ? consoleText.deactivatedOn(format.dateTime(member.deactivatedAt, timeZone))
    : consoleText.deactivated;
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
          {deactivated} {memberStatusMessages.deactivationBalances}
        </Alert>
      )}
      <MemberProfile member={member} />
      <MemberActions {...props} isActive={member.isActive} />
      <MemberRecords data={data} timeZone={timeZone} statementHref={props.statementHref} />
      {props.children}
    </div>
  );
}

function MemberProfile({ member }: { member: ConsoleMemberPageData['member'] }) {
  const word = useWords();
  return (
    <dl className={styles.profile} aria-label={word('Profile')}>
      <div>
        <dt>{word('Mobile number')}</dt>
        <dd>{member.cellNum}</dd>
      </div>
      <div>
        <dt>{word('Email')}</dt>
        <dd>{member.email || consoleText.none}</dd>
      </div>
      <div>
        <dt>{word('Division')}</dt>
        <dd>{consoleText.withCode(member.division, member.divisionCode)}</dd>
      </div>
      <div>
        <dt>{word('Country')}</dt>
        <dd>{member.cluster}</dd>
      </div>
      <div>
        <dt>{word('Manager')}</dt>
        <dd>{word(member.isManager ? 'Yes' : 'No')}</dd>
      </div>
      <div>
        <dt>{word('Administrator')}</dt>
        <dd>{word(member.isAdmin ? 'Yes' : 'No')}</dd>
      </div>
    </dl>
  );
}

function MemberActions({
  onAdjust,
  onChangeRoles,
  onChangeActive,
  auditHref,
  isActive,
}: Pick<ConsoleMemberPageProps, 'onAdjust' | 'onChangeRoles' | 'onChangeActive' | 'auditHref'> & {
  isActive: boolean;
}) {
  const word = useWords();
  return (
    <div role="group" aria-label={word('Member actions')} className={styles.actions}>
      <Button onPress={onAdjust}>{word('Adjust a balance')}</Button>
      <Button variant="secondary" onPress={onChangeRoles}>
        {word('Change roles')}
      </Button>
      <Button variant="secondary" onPress={onChangeActive}>
        {isActive ? word('Deactivate') : word('Reactivate')}
      </Button>
      <Link href={auditHref}>{word('See their audit log')}</Link>
    </div>
  );
}

/** The balances, then the latest statement lines, awards received and given, and orders. */
function MemberRecords({
  data,
  timeZone,
  statementHref,
}: {
  data: ConsoleMemberPageData;
  timeZone: string;
  statementHref: ConsoleMemberPageProps['statementHref'];
}) {
  const word = useWords();
  const names = useBalanceNames();
  const format = useBrandFormat();
  const columns = useMemberPageColumns(timeZone);
  return (
    <>
      <Section title={word('Balances')}>
        <dl className={styles.balances}>
          {memberBalances.map((b) => (
            <div key={b} className={styles.balance}>
              <dt>{names[b]}</dt>
              <dd>{format.number(data.balances[memberBalanceFields[b]])}</dd>
              {statementHref && (
                <dd className={styles.balanceLink}>
                  <Link
                    href={statementHref(b)}
                    aria-label={consoleText.labelled(word('See statement'), names[b])}
                  >
                    {word('See statement')}
                  </Link>
                </dd>
              )}
            </div>
          ))}
        </dl>
      </Section>
      <Section title={word('Recent statement lines')}>
        <ScrollBox label={word('Recent statement lines')}>
          <Table
            label={word('Recent statement lines')}
            showCaption={false}
            columns={columns.lines}
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
            columns={columns.awards}
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
            columns={columns.awards}
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
            columns={columns.orders}
            rows={data.orders}
            rowKey={(o) => o.orderNum}
          />
        </ScrollBox>
      </Section>
      {data.messaging && (
        <Section title={consoleDeliveriesMessages.heading}>
          <MemberDeliveries messaging={data.messaging} timeZone={timeZone} />
        </Section>
      )}
    </>
  );
}
