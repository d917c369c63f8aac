import { StatementScreen } from './StatementScreen';

/** /statement: the member's redeemable points. */
export default function PointsStatementScreen() {
  return <StatementScreen kind="points" />;
}
