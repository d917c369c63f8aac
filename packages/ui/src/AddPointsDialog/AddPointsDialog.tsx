import { listOfNames } from '@plaudit/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { useSubmit, type SubmitHandler } from '../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBalanceNames, useBrandFormat, useTranslator, useWords } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import { checkAmount } from './addPoints.ts';
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
  /** Adds the points; the dialog waits until it settles, and closes when they were added. */
  onAddPoints: SubmitHandler<number>;
}

/**
 * Adds the member's points to a colleague's recognition, from a manager's budget or a member's Pay It
 * Forward allowance: the amount, what is left to give, an error for an amount that is not a whole number,
 * is 0 or is more than is left; Add points pending while it is on its way, and the server's refusal
 * (a monthly cap, a budget spent meanwhile) under the field or as an alert.
 */
export function AddPointsDialog({
  isOpen,
  onClose,
  recipientNames,
  source,
  left,
  onAddPoints,
}: AddPointsDialogProps) {
  useTranslator();
  const word = useWords();
  const format = useBrandFormat();
  const balanceNames = useBalanceNames();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const { submit, pending, outcome, clear } = useSubmit(onAddPoints);
  // Each opening starts afresh (state that follows a prop, set while rendering).
  const [openedAs, setOpenedAs] = useState(isOpen);
  if (openedAs !== isOpen) {
    setOpenedAs(isOpen);
    if (isOpen) {
      setAmount('');
      setTried(false);
      clear();
    }
  }
  const check = checkAmount(amount, left);
  const pointsName = source === 'budget' ? balanceNames.management : balanceNames.payItForward;
  const leftText = format.number(left);
  const issue = tried && !check.ok ? check.issue : undefined;
  const refusal = outcome && !outcome.ok ? outcome : undefined;
  const errorMessage =
    issue === 'notWhole'
      ? wallMessages.notWhole
      : issue === 'zero'
        ? wallMessages.zero
        : issue === 'moreThanLeft'
          ? wallMessages.moreThanLeft(leftText)
          : refusal?.formErrors?.['points'];
  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (!check.ok || pending) return;
    const result = await submit(check.points);
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
        <TextField
          label={wallMessages.pointsToAdd}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            if (refusal) clear();
          }}
          inputMode="numeric"
          // A dialog of one field: as WAI-ARIA's dialog pattern allows, the focus starts in it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          {...(errorMessage !== undefined ? { errorMessage } : {})}
        />
        {refusal && !refusal.formErrors?.['points'] && (
          <Alert>{refusal.message ?? wallMessages.addFailed}</Alert>
        )}
      </form>
    </Modal>
  );
}
