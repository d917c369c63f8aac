import { StatementScreen } from './StatementScreen';

/** /payitforwardstatement: the Pay It Forward allowance given and received. */
export default function PayItForwardStatementScreen() {
  return <StatementScreen kind="payItForward" />;
}
