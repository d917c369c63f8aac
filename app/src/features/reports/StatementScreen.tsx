import {
  useGetMemberDataQuery,
  useManagementStatementQuery,
  usePayItForwardStatementQuery,
  useStatementQuery,
} from '@plaudit/api';
import { access, flowMessages, mayCall, messages } from '@plaudit/domain';
import { Link, Loading, MessageDialog, StatementTable, useBalanceNames } from '@plaudit/ui';
import { useState } from 'react';
import { TallScreen } from '../../shared/ScreenLoading';
import { reportErrorText, viewerTimeZone } from './reportFiles';
import styles from './reports.module.scss';
import { appMessages } from '../../shared/appMessages';

/** Each statement with the spec's title (read when shown: it is in the language shown) and its balance. */
const statements = {
  points: {
    title: () => appMessages.titles.pointsStatement,
    balance: 'redeemable',
    path: access.statement.path,
    useQuery: useStatementQuery,
  },
  payItForward: {
    title: () => appMessages.titles.payItForwardStatement,
    balance: 'payItForward',
    path: access.payItForwardStatement.path,
    useQuery: usePayItForwardStatementQuery,
  },
  management: {
    title: () => appMessages.titles.managementStatement,
    balance: 'management',
    path: access.managementStatement.path,
    useQuery: useManagementStatementQuery,
  },
} as const;

export type StatementKind = keyof typeof statements;

/**
 * The header offers the points statement only (SPEC §2): each statement links to the others, and a
 * manager's or an admin's to the Management Report, so every one can be found.
 */
function StatementLinks({ kind }: { kind: StatementKind }) {
  const { data } = useGetMemberDataQuery(undefined);
  const member = data?.memberData;
  const links = [
    ...(Object.keys(statements) as StatementKind[])
      .filter((k) => k !== kind && (k !== 'management' || member?.isManager === true))
      .map((k) => ({ label: statements[k].title(), path: statements[k].path })),
    ...(mayCall('/api/report/reportmanagement', member)
      ? [{ label: appMessages.titles.managementReport, path: access.reportManagement.path }]
      : []),
  ];
  return (
    <nav aria-label={appMessages.statementLinks} className={styles.links}>
      {links.map((l) => (
        <Link key={l.path} href={l.path}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

/** One of the three statements (SPEC §2): the member's own account, newest first, with its balance. */
export function StatementScreen({ kind }: { kind: StatementKind }) {
  const { balance, useQuery } = statements[kind];
  const title = statements[kind].title();
  const balanceNames = useBalanceNames();
  const { data, error, isLoading } = useQuery(undefined);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const errorText = error !== dismissed ? reportErrorText(error) : undefined;
  // A screen tall from the first paint: the footer stays below the fold as the rows come in.
  return (
    <TallScreen>
      <section className={styles.screen} aria-labelledby="statement-heading">
        <h1 id="statement-heading" className={styles.heading}>
          {title}
        </h1>
        <p className={styles.lead}>{flowMessages.statementOf(balanceNames[balance])}</p>
        <StatementLinks kind={kind} />
        {isLoading ? (
          <Loading />
        ) : (
          <StatementTable
            label={title}
            showCaption={false}
            rows={data?.report ?? []}
            timeZone={viewerTimeZone()}
          />
        )}
        <MessageDialog
          title={messages.pleaseNote}
          isOpen={errorText !== undefined}
          onClose={() => setDismissed(error)}
        >
          <p>{errorText}</p>
        </MessageDialog>
      </section>
    </TallScreen>
  );
}
