import type { SelectedMember } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import field from '../forms/field.module.scss';
import { useBrandContent } from '../theme/index.ts';
import { RecipientRows } from './RecipientRows.tsx';
import styles from './RecipientList.module.scss';

export interface RecipientListProps {
  /** The chosen recipients: 'Name (Division)' rows and 'Entire division: {division}' rows. */
  selected: readonly SelectedMember[];
  /** Removes one row by its selectionKey. */
  onRemove: (key: string) => void;
  /** The 'Select/Change Recipient' button. */
  onChoose: () => void;
  /** A message under the list (the server's formErrors.recipients). */
  errorMessage?: string;
  /** The list's visible label. @default the brand content's `form.recipients`, 'Recipients' */
  label?: string;
  /** A class for the outer element. */
  className?: string;
}

/** An award's recipients with their remove buttons and the 'Select/Change Recipient' button. */
export function RecipientList({
  selected,
  onRemove,
  onChoose,
  errorMessage,
  label,
  className,
}: RecipientListProps) {
  const labels = useBrandContent().form;
  const labelId = useId();
  const errorId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? errorId : undefined}
      data-invalid={errorMessage ? true : undefined}
      className={clsx(field.field, styles.root, className)}
    >
      <span id={labelId} className={field.label}>
        {label ?? labels.recipients}
      </span>
      <RecipientRows selected={selected} onRemove={onRemove} labelledBy={labelId} />
      {errorMessage && (
        <span id={errorId} className={field.error}>
          {errorMessage}
        </span>
      )}
      <div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          aria-describedby={errorMessage ? errorId : undefined}
          onPress={onChoose}
        >
          {labels.chooseRecipients}
        </Button>
      </div>
    </div>
  );
}
