import { ConsoleFrame } from './ConsoleFrame';
import { useAdminBudgetsQuery, useAdminGrantBudgetMutation } from '@plaudit/api';
import { useApiErrorDialog } from '@plaudit/portal';
import { BudgetsConsole, type BudgetGrantForm } from '@plaudit/ui';
import { useState } from 'react';
import { useSubmissionKey } from '../../shared/submissionKey';

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
  const [grant, granting] = useAdminGrantBudgetMutation();
  const errors = useApiErrorDialog();
  const [message, setMessage] = useState<string | undefined>(undefined);
  // A retry of the same grant (a lost answer) is granted once.
  const keys = useSubmissionKey();

  const send = async (form: BudgetGrantForm): Promise<boolean> => {
    errors.clear();
    setMessage(undefined);
    const result = await grant({ body: form, idempotencyKey: keys.keyFor(form) });
    if (result.error) {
      errors.report(result.error);
      return false;
    }
    keys.reset();
    setMessage(result.data.message);
    return true;
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
        isGranting={granting.isLoading}
        grantErrors={errors.formErrors}
        grantMessage={message}
      />
      {errors.dialog}
    </ConsoleFrame>
  );
}
