import { messages, type SelectedMember } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import field from '../forms/field.module.scss';
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
  /** The list's visible label. @default 'Recipients' */
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
  label = 'Recipients',
  className,
}: RecipientListProps) {
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
        {label}
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
          {messages.selectChangeRecipient}
        </Button>
      </div>
    </div>
  );
}
