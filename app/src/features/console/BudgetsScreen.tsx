import { useAdminBudgetsQuery, useAdminGrantBudgetMutation } from '@plaudit/api';
import {
  BudgetsConsole,
  type BudgetGrantForm,
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
} from '@plaudit/ui';
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
  const budgetName = useBalanceNames().management;
  const format = useBrandFormat();
  const { phrases } = useBrandContent();

  const send = async (form: BudgetGrantForm) => {
    const outcome = await outcomeOf(
      grant({ body: form, idempotencyKey: keys.keyFor(form) }),
      (answer) => ({ managers: answer.managers.length }),
    );
    if (!outcome.ok) return outcome;
    keys.reset();
    // The banner names the points as the confirming dialog does ('Granted 500 Top Dog Points to …').
    const points = `${format.number(form.points)} ${budgetName}`;
    return { ...outcome, message: phrases.budgetGranted(points, outcome.managers) };
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
