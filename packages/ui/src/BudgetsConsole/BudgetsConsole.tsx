import { Alert } from '../Alert/index.ts';
import type { SubmitHandler, SubmitOutcome } from '../forms/index.ts';
import { Loading } from '../Loading/index.ts';
import { useWords } from '../theme/index.ts';
import { BudgetsTable } from './BudgetsTable.tsx';
import styles from './consolePage.module.scss';
import { GrantForm } from './GrantForm.tsx';
import type { BudgetGrantForm, ManagerBudgetRow } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

export type { BudgetGrantForm, ManagerBudgetRow } from './types.ts';

export interface BudgetsConsoleProps {
  /** The month shown, as its heading reads ('November 2026'). */
  monthLabel: string;
  /** Every manager's budget; undefined while loading. */
  managers: readonly ManagerBudgetRow[] | undefined;
  /** Why the list could not be loaded. */
  loadError?: string | undefined;
  /**
   * Sends a confirmed grant and resolves with its outcome: the server's words once granted (and the form
   * clears the points and the reason), its refusals by field otherwise. Grant waits meanwhile.
   */
  onGrant: SubmitHandler<BudgetGrantForm>;
  /** The outcome shown before any grant (stories). */
  defaultOutcome?: SubmitOutcome | undefined;
}

/**
 * /admin/budgets: every manager's budget this month, and a grant to one manager or to every manager of
 * a division, confirmed before it is sent.
 */
export function BudgetsConsole({
  monthLabel,
  managers,
  loadError,
  onGrant,
  defaultOutcome,
}: BudgetsConsoleProps) {
  const word = useWords();
  return (
    <section className={styles.root} aria-labelledby="budgets-heading">
      <h1 id="budgets-heading" className={styles.heading}>
        {consoleText.pair(word('Budgets'), monthLabel)}
      </h1>
      <p className={styles.note}>
        {word(
          "Balance now is what each manager can still give: this month's grants and what is left from earlier months.",
        )}
      </p>
      {loadError && <Alert>{loadError}</Alert>}
      {managers === undefined && !loadError && <Loading />}
      {managers !== undefined && <BudgetsTable managers={managers} monthLabel={monthLabel} />}
      {managers !== undefined && managers.length > 0 && (
        <GrantForm managers={managers} onGrant={onGrant} defaultOutcome={defaultOutcome} />
      )}
    </section>
  );
}
