import { useState } from 'react';
import styles from '../BudgetsConsole/consolePage.module.scss';
import { Button } from '../Button/index.ts';
import type { OutcomeFormErrors } from '../forms/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { useWords } from '../theme/index.ts';
import type { PromoCodeForm } from './types.ts';

const blank: PromoCodeForm = {
  code: '',
  kind: 'percent',
  amount: '',
  validFrom: '',
  validTo: '',
  clusterCode: '',
  totalLimit: '',
  perMemberLimit: '',
  reason: '',
};

export interface CreatePromoFormProps {
  onCreate: (form: PromoCodeForm) => void;
  /** A change is on its way: Create waits. */
  isSaving: boolean;
  /** The server's refusals of the last create, by field. */
  formErrors: OutcomeFormErrors | undefined;
}

/** A new promo code, in the columns of the CSV import: the server checks it as it checks an import's row. */
export function CreatePromoForm({ onCreate, isSaving, formErrors }: CreatePromoFormProps) {
  const [form, setForm] = useState<PromoCodeForm>(blank);
  const word = useWords();
  const field = (name: keyof PromoCodeForm) => ({
    value: form[name],
    onChange: (value: string) => setForm((f) => ({ ...f, [name]: value })),
    errorMessage: formErrors?.[name],
  });
  return (
    <form
      className={styles.form}
      aria-labelledby="create-heading"
      onSubmit={(e) => {
        e.preventDefault();
        onCreate(form);
      }}
    >
      <h2 id="create-heading" className={styles.heading}>
        {word('Create a promo code')}
      </h2>
      <TextField
        label={word('Code')}
        {...field('code')}
        maxLength={30}
        description={word('3–30 letters, digits or dashes; members may type it in any case.')}
      />
      <Select
        label={word('Kind')}
        {...field('kind')}
        options={[
          { value: 'percent', label: word('A percentage off') },
          { value: 'fixed', label: word('A fixed amount off') },
        ]}
      />
      <TextField
        label={
          form.kind === 'percent' ? word('Percent off (1–100)') : word('Amount off (e.g. 50.00)')
        }
        {...field('amount')}
        inputMode="decimal"
      />
      <TextField
        label={word('Country code')}
        {...field('clusterCode')}
        maxLength={10}
        description={word(
          "Empty for every country; a fixed amount needs its country's currency (ZA).",
        )}
      />
      <TextField label={word('Valid from (yyyy-mm-dd)')} {...field('validFrom')} maxLength={10} />
      <TextField label={word('Valid to (yyyy-mm-dd)')} {...field('validTo')} maxLength={10} />
      <TextField
        label={word('Uses in all (empty: no limit)')}
        {...field('totalLimit')}
        inputMode="numeric"
        maxLength={9}
      />
      <TextField
        label={word('Uses per member (empty: no limit)')}
        {...field('perMemberLimit')}
        inputMode="numeric"
        maxLength={9}
      />
      <TextField label={word('Reason')} {...field('reason')} maxLength={200} />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={isSaving}>
          {word('Create')}
        </Button>
      </div>
    </form>
  );
}
