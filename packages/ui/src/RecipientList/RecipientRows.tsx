import { recipientLabel, selectionKey, type SelectedMember } from '@plaudit/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../Button/index.ts';
import { useBrandContent, useMessages, useWords } from '../theme/index.ts';
import styles from './RecipientList.module.scss';

export interface RecipientRowsProps {
  /** The chosen recipients, in the order they were added. */
  selected: readonly SelectedMember[];
  /** Removes one row by its selectionKey. */
  onRemove: (key: string) => void;
  /** The id of the element that names the list. */
  labelledBy?: string;
}

/**
 * The chosen recipients, each with its remove button, or 'None Selected.'. After a removal the focus moves
 * to the next row's button (or the previous, or the empty text), not to the page, which a removed button
 * would leave it on.
 */
export function RecipientRows({ selected, onRemove, labelledBy }: RecipientRowsProps) {
  const word = useWords();
  const { messages } = useMessages();
  const phrases = useBrandContent().phrases;
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? emptyRef.current;
    next?.focus();
  }, [selected]);

  if (selected.length === 0) {
    return (
      <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
        {messages.noneSelected}
      </p>
    );
  }
  return (
    <ul ref={listRef} className={styles.rows} aria-labelledby={labelledBy}>
      {selected.map((row, index) => {
        const label = recipientLabel(row);
        const key = selectionKey(row);
        return (
          <li key={key} className={styles.row}>
            <span className={styles.label}>{label}</span>
            <Button
              variant="link"
              aria-label={phrases.removeRecipient(label)}
              onPress={() => {
                focusAfterRemoval.current = index;
                onRemove(key);
              }}
            >
              {word('Remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
