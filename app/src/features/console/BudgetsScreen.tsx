import { ConsoleFrame } from '../../shared/ConsoleFrame';
import { useAdminBudgetsQuery, useAdminGrantBudgetMutation } from '@plaudit/api';
import { useApiErrorDialog } from '@plaudit/portal';
import { BudgetsConsole, type BudgetGrantForm } from '@plaudit/ui';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@plaudit/api';

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
  // One key per grant asked for: a retry of the same grant (a lost answer) is granted once.
  const key = useRef<{ body: string; key: string } | null>(null);

  const send = async (form: BudgetGrantForm): Promise<boolean> => {
    errors.clear();
    setMessage(undefined);
    const body = JSON.stringify(form);
    if (key.current?.body !== body) key.current = { body, key: newIdempotencyKey() };
    const result = await grant({ body: form, idempotencyKey: key.current.key });
    if (result.error) {
      errors.report(result.error);
      return false;
    }
    key.current = null;
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
