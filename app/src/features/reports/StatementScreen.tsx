import {
  useManagementStatementQuery,
  usePayItForwardStatementQuery,
  useStatementQuery,
} from '@plaudit/api';
import { Loading, MessageDialog, StatementTable } from '@plaudit/ui';
import { messages } from '@plaudit/domain';
import { useState } from 'react';
import { reportErrorText, viewerTimeZone } from './reportFiles';
import styles from './reports.module.scss';

const statements = {
  points: { title: 'Points Statement', useQuery: useStatementQuery },
  payItForward: {
    title: 'Peer to Peer Recognition Statement',
    useQuery: usePayItForwardStatementQuery,
  },
  management: { title: 'Management Statement', useQuery: useManagementStatementQuery },
} as const;

export type StatementKind = keyof typeof statements;

/** One of the three statements (SPEC §2): the member's own account, newest first, with its balance. */
export function StatementScreen({ kind }: { kind: StatementKind }) {
  const { title, useQuery } = statements[kind];
  const { data, error, isLoading } = useQuery(undefined);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const errorText = error !== dismissed ? reportErrorText(error) : undefined;
  return (
    <section className={styles.screen} aria-labelledby="statement-heading">
      <h1 id="statement-heading" className={styles.heading}>
        {title}
      </h1>
      {isLoading ? (
        <Loading />
      ) : (
        <StatementTable label={title} rows={data?.report ?? []} timeZone={viewerTimeZone()} />
      )}
      <MessageDialog
        title={messages.pleaseNote}
        isOpen={errorText !== undefined}
        onClose={() => setDismissed(error)}
      >
        <p>{errorText}</p>
      </MessageDialog>
    </section>
  );
}
