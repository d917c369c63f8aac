import { Table, type TableColumn } from '../Table/index.ts';
import { useBrandFormat, useWords } from '../theme/index.ts';
import styles from './consolePage.module.scss';
import type { ManagerBudgetRow } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

/** Every manager's budget in the month: granted, spent and what is left, scrollable on a phone. */
export function BudgetsTable({
  managers,
  monthLabel,
}: {
  managers: readonly ManagerBudgetRow[];
  monthLabel: string;
}) {
  const word = useWords();
  const format = useBrandFormat();
  const figure = (key: 'granted' | 'spent' | 'left', header: string) => ({
    key,
    header,
    align: 'end' as const,
    render: (r: ManagerBudgetRow) => format.number(r[key]),
  });
  const columns: TableColumn<ManagerBudgetRow>[] = [
    { key: 'name', header: word('Manager'), render: (r) => r.name },
    { key: 'division', header: word('Division'), render: (r) => r.division },
    figure('granted', word('Granted this month')),
    figure('spent', word('Spent this month')),
    figure('left', word('Balance now')),
  ];
  return (
    <div
      className={styles.scroll}
      tabIndex={0}
      role="region"
      aria-label={word("Managers' budgets, scrollable")}
    >
      <Table
        label={consoleText.pair(word("Every manager's budget"), monthLabel)}
        columns={columns}
        rows={managers}
        rowKey={(r) => String(r.memberId)}
        emptyText={word('No managers yet.')}
      />
    </div>
  );
}
