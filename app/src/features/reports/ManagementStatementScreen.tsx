import { StatementScreen } from './StatementScreen';

/** /managementstatement: a manager's recognition budget. */
export default function ManagementStatementScreen() {
  return <StatementScreen kind="management" />;
}
