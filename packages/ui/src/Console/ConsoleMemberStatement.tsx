import { memberBalances, type MemberBalance } from '@plaudit/domain';
import { useId } from 'react';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import { StatementTable, type StatementEntry } from '../StatementTable/index.ts';
import { useBalanceNames, useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import styles from './Console.module.scss';
import { LoadFailed } from './LoadFailed.tsx';
import type { ConsoleMemberRow } from './types.ts';
import { consoleText } from './consoleText.ts';

/** A member's statement of one balance as the console reads it (the api's adminMemberStatement). */
export interface ConsoleMemberStatementData {
  member: ConsoleMemberRow;
  balance: MemberBalance;
  /** The balance now: the sum of the statement's points. */
  points: number;
  report: readonly StatementEntry[];
}

export interface ConsoleMemberStatementProps {
  /** The balance asked for (shown in the heading while it loads). */
  balance: MemberBalance;
  /** The statement; undefined while it loads or after a failure. */
  data: ConsoleMemberStatementData | undefined;
  errorMessage?: string;
  onRetry?: () => void;
  /** The member's console page, and the address of their statement of another balance. */
  memberHref: string;
  statementHref: (balance: MemberBalance) => string;
  /** The viewer's time zone, for dates. */
  timeZone: string;
}

/**
 * A member's statement of one of their balances, for an administrator: the member's own statement (every
 * change, newest first, a page at a time, the balance at its foot), the balance now, the way back to
 * the member and on to their other two statements.
 */
export function ConsoleMemberStatement({
  balance,
  data,
  errorMessage,
  onRetry,
  memberHref,
  statementHref,
  timeZone,
}: ConsoleMemberStatementProps) {
  const word = useWords();
  const names = useBalanceNames();
  const format = useBrandFormat();
  const { phrases } = useBrandContent();
  const headingId = useId();
  const held =
    data && consoleText.pointsOf({ points: format.number(data.points), name: names[balance] });
  const title = data
    ? phrases.memberStatement(data.member.name, names[balance])
    : `${word('Statement')}: ${names[balance]}`;
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <p className={styles.back}>
        <Link href={memberHref}>{data ? data.member.name : word('Back to members')}</Link>
      </p>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <nav aria-label={word('Balances')} className={styles.actions}>
        {memberBalances
          .filter((b) => b !== balance)
          .map((b) => (
            <Link key={b} href={statementHref(b)}>
              {names[b]}
            </Link>
          ))}
      </nav>
      {errorMessage ? (
        <LoadFailed message={errorMessage} onRetry={onRetry} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p>
            {consoleText.labelColon(word('Balance now'))} <strong>{held}</strong>
          </p>
          <StatementTable
            label={title}
            showCaption={false}
            rows={data.report}
            timeZone={timeZone}
          />
        </>
      )}
    </section>
  );
}
