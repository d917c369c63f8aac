import { listOfNames } from '@plaudit/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { useSubmit, type SubmitHandler } from '../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { useBalanceNames, useBrandFormat, useTranslator, useWords } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import styles from './AddPointsDialog.module.scss';

export interface AddPointsDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when it closes: Cancel, Escape, or the points added. */
  onClose: () => void;
  /** The recognition's recipients, by name. */
  recipientNames: readonly string[];
  /** Where the points come from: a manager's budget or a member's Pay It Forward allowance. */
  source: 'budget' | 'allowance';
  /** How many points the member may still give from it. */
  left: number;
  /** The amounts offered, as the award form offers them for the same balance (SPEC §9). */
  choices: readonly number[];
  /** Adds the points; the dialog waits until it settles, and closes when they were added. */
  onAddPoints: SubmitHandler<number>;
}

/**
 * Adds the member's points to a colleague's recognition, from a manager's budget or a member's Pay It
 * Forward allowance: a choice of the award form's amounts (those above what is left are shown, with why,
 * but cannot be chosen), what is left to give, an error when nothing is chosen; Add points pending while it
 * is on its way, and the server's refusal (a monthly cap, a budget spent meanwhile) under the field or as an
 * alert.
 */
export function AddPointsDialog({
  isOpen,
  onClose,
  recipientNames,
  source,
  left,
  choices,
  onAddPoints,
}: AddPointsDialogProps) {
  useTranslator();
  const word = useWords();
  const format = useBrandFormat();
  const balanceNames = useBalanceNames();
  const [points, setPoints] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const { submit, pending, outcome, clear } = useSubmit(onAddPoints);
  // Each opening starts afresh (state that follows a prop, set while rendering).
  const [openedAs, setOpenedAs] = useState(isOpen);
  if (openedAs !== isOpen) {
    setOpenedAs(isOpen);
    if (isOpen) {
      setPoints(null);
      setTried(false);
      clear();
    }
  }
  const pointsName = source === 'budget' ? balanceNames.management : balanceNames.payItForward;
  const leftText = format.number(left);
  const refusal = outcome && !outcome.ok ? outcome : undefined;
  const errorMessage =
    tried && points === null ? wallMessages.choosePoints : refusal?.formErrors?.['points'];
  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (points === null || pending) return;
    const result = await submit(points);
    if (result?.ok) onClose();
  };
  return (
    <Modal
      title={wallMessages.addPoints}
      isOpen={isOpen}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {word('Cancel')}
          </Button>
          <Button isPending={pending} onPress={() => void add()}>
            {wallMessages.addPoints}
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void add(event)} className={styles.form}>
        <p className={styles.intro}>{wallMessages.addPointsTo(listOfNames(recipientNames))}</p>
        <p className={styles.left}>{wallMessages.leftToGive(leftText, pointsName)}</p>
        <Select
          label={wallMessages.pointsToAdd}
          options={choices.map((choice) => ({
            value: String(choice),
            label: format.number(choice),
            ...(choice > left
              ? { isDisabled: true, description: wallMessages.moreThanLeft(leftText) }
              : {}),
          }))}
          value={points === null ? null : String(points)}
          onChange={(value) => {
            setPoints(Number(value));
            if (refusal) clear();
          }}
          // A dialog of one field: as WAI-ARIA's dialog pattern allows, the focus starts in it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          isRequired
          {...(errorMessage !== undefined ? { errorMessage } : {})}
        />
        {refusal && !refusal.formErrors?.['points'] && (
          <Alert>{refusal.message ?? wallMessages.addFailed}</Alert>
        )}
      </form>
    </Modal>
  );
}
