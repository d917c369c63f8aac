import { useAdminBudgetsQuery, useAdminGrantBudgetMutation } from '@plaudit/api';
import { BudgetsConsole, type BudgetGrantForm } from '@plaudit/ui';
import { useSubmissionKey } from '../../shared/submissionKey';
import { useCallOutcome } from './callOutcome';
import { ConsoleFrame } from './ConsoleFrame';

const monthLabel = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Date(Date.UTC(year, m - 1, 15)).toLocaleDateString('en-ZA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** /admin/budgets (administrators only; the shell turns others away). */
export default function BudgetsScreen() {
  const budgets = useAdminBudgetsQuery(undefined);
  const [grant] = useAdminGrantBudgetMutation();
  const { outcomeOf, dialog } = useCallOutcome();
  // A retry of the same grant (a lost answer) is granted once.
  const keys = useSubmissionKey();

  const send = async (form: BudgetGrantForm) => {
    const outcome = await outcomeOf(grant({ body: form, idempotencyKey: keys.keyFor(form) }));
    if (outcome.ok) keys.reset();
    return outcome;
  };

  return (
    <ConsoleFrame>
      <BudgetsConsole
        monthLabel={monthLabel(budgets.data?.month ?? '')}
        managers={budgets.data?.managers}
        loadError={
          budgets.isError ? 'The budgets could not be loaded. Please try again.' : undefined
        }
        onGrant={send}
      />
      {dialog}
    </ConsoleFrame>
  );
}
