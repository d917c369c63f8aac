import {
  fieldLimits,
  memberBalanceFields,
  memberBalances,
  memberStatusMessages,
  validateAdjustment,
  validateConsoleReason,
  type FormIssues,
  type MemberBalance,
} from '@plaudit/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { refusalOf, useSubmit, type SubmitHandler, type SubmitOutcome } from '../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBalanceNames, useBrandFormat, useWords } from '../theme/index.ts';
import styles from './Console.module.scss';
import type { ConsoleMemberBalances } from './types.ts';
import { consoleText } from './consoleText.ts';

/**
 * What every console dialog shares: open or not, closing, and the submit, which resolves with its outcome
 * (the dialog waits meanwhile; a refusal's words without a field show at its top, the others under their
 * fields; the screen closes the dialog once it is done).
 */
interface ConsoleDialogProps<T> {
  isOpen: boolean;
  /** Cancel, Escape: nothing is sent. */
  onClose: () => void;
  onSubmit: SubmitHandler<T>;
  /** The outcome shown before any submit (stories). */
  defaultOutcome?: SubmitOutcome | undefined;
}

/** A refusal's words that belong to no field, shown at the top of the dialog. */
const refusalMessageOf = (outcome: SubmitOutcome | undefined) =>
  outcome && !outcome.ok ? outcome.message : undefined;

function ReasonField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  const word = useWords();
  return (
    <TextField
      label={word('Reason (kept in the audit log)')}
      value={value}
      onChange={onChange}
      multiline
      rows={2}
      counter
      maxLength={fieldLimits.adjustmentReason}
      errorMessage={errorMessage}
      isRequired
    />
  );
}

/**
 * A console dialog: its title, Cancel and the submit button, the server's refusal at the top, anything
 * the question needs to say, then the form. Enter in a field and the submit button both send it once the
 * rules pass; it cannot be dismissed by a click outside, so nothing typed is lost.
 */
function FormDialog({
  id,
  title,
  submitLabel,
  isOpen,
  onClose,
  isSubmitting,
  errorMessage,
  role,
  intro,
  onSubmit,
  children,
}: Pick<ConsoleDialogProps<unknown>, 'isOpen' | 'onClose'> & {
  errorMessage: string | undefined;
  id: string;
  title: string;
  submitLabel: string;
  isSubmitting: boolean;
  role?: 'alertdialog';
  intro?: React.ReactNode;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  const word = useWords();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      isDismissable={false}
      role={role}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {word('Cancel')}
          </Button>
          <Button type="submit" form={id} isPending={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {errorMessage && <Alert>{errorMessage}</Alert>}
      {intro}
      <form id={id} noValidate onSubmit={submit} className={styles.dialogForm}>
        {children}
      </form>
    </Modal>
  );
}

export interface AdjustBalanceValues {
  account: MemberBalance;
  points: number;
  reason: string;
}

export interface AdjustBalanceDialogProps extends ConsoleDialogProps<AdjustBalanceValues> {
  /** The member's name, in the dialog's text. */
  memberName: string;
  /** Their balances now. */
  balances: ConsoleMemberBalances;
}

/**
 * Adjust a balance: which of the three, the points (a minus sign takes them away) and the reason, which
 * is the line on the member's statement and the audit log's. Through the ledger, against the programme.
 */
export function AdjustBalanceDialog({
  isOpen,
  onClose,
  memberName,
  balances,
  onSubmit,
  defaultOutcome,
}: AdjustBalanceDialogProps) {
  const { submit, pending, outcome } = useSubmit(onSubmit, defaultOutcome);
  const word = useWords();
  const names = useBalanceNames();
  const format = useBrandFormat();
  const [account, setAccount] = useState<MemberBalance>('redeemable');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [issues, setIssues] = useState<FormIssues>({});
  const parsed = /^\s*[-+−]?\d+\s*$/.test(points) ? Number(points.replace('−', '-')) : Number.NaN;
  const send = () => {
    const found = validateAdjustment({ points: Number.isNaN(parsed) ? 0 : parsed, reason });
    setIssues(found);
    if (Object.keys(found).length === 0)
      void submit({ account, points: parsed, reason: reason.trim() });
  };
  const errorOf = (field: string) => issues[field] ?? refusalOf(outcome, field);
  return (
    <FormDialog
      id="console-adjust"
      title={consoleText.labelled(word('Adjust a balance'), memberName)}
      submitLabel={word('Adjust')}
      isOpen={isOpen}
      onClose={onClose}
      isSubmitting={pending}
      errorMessage={refusalMessageOf(outcome)}
      onSubmit={send}
    >
      <Select
        label={word('Balance')}
        options={memberBalances.map((b) => ({
          value: b,
          label: `${names[b]} (${format.number(balances[memberBalanceFields[b]])})`,
        }))}
        value={account}
        onChange={(value) => setAccount(value as MemberBalance)}
      />
      <TextField
        label={word('Points to add (a minus sign takes them away)')}
        value={points}
        onChange={setPoints}
        inputMode="numeric"
        errorMessage={errorOf('points')}
        isRequired
      />
      <ReasonField value={reason} onChange={setReason} errorMessage={errorOf('reason')} />
    </FormDialog>
  );
}

export interface RolesValues {
  isManager: boolean;
  isAdmin: boolean;
  reason: string;
}

export interface RolesDialogProps extends ConsoleDialogProps<RolesValues> {
  memberName: string;
  /** The member's roles now. */
  isManager: boolean;
  isAdmin: boolean;
}

/** Change roles: manager and administrator, as they should be afterwards, with the reason. */
export function RolesDialog({
  isOpen,
  onClose,
  memberName,
  isManager,
  isAdmin,
  onSubmit,
  defaultOutcome,
}: RolesDialogProps) {
  const { submit, pending, outcome } = useSubmit(onSubmit, defaultOutcome);
  const word = useWords();
  const [manager, setManager] = useState(isManager);
  const [admin, setAdmin] = useState(isAdmin);
  const [reason, setReason] = useState('');
  const [issues, setIssues] = useState<FormIssues>({});
  const send = () => {
    const found = validateConsoleReason({ reason });
    setIssues(found);
    if (Object.keys(found).length === 0)
      void submit({ isManager: manager, isAdmin: admin, reason: reason.trim() });
  };
  return (
    <FormDialog
      id="console-roles"
      title={consoleText.labelled(word('Change roles'), memberName)}
      submitLabel={word('Save roles')}
      isOpen={isOpen}
      onClose={onClose}
      isSubmitting={pending}
      errorMessage={refusalMessageOf(outcome)}
      onSubmit={send}
    >
      <fieldset className={styles.fieldset}>
        <legend>{word('Roles')}</legend>
        <Checkbox isSelected={manager} onChange={setManager}>
          {word('Manager')}
        </Checkbox>
        <Checkbox isSelected={admin} onChange={setAdmin}>
          {word('Administrator')}
        </Checkbox>
      </fieldset>
      <ReasonField
        value={reason}
        onChange={setReason}
        errorMessage={issues.reason ?? refusalOf(outcome, 'reason')}
      />
    </FormDialog>
  );
}

export interface ActiveDialogProps extends ConsoleDialogProps<string> {
  memberName: string;
  /** Whether the member is active now: the dialog deactivates an active member, else reactivates. */
  isActive: boolean;
}

/**
 * Deactivate a member who has left, or reactivate one, with the reason. The question says what happens:
 * no login, not chosen as a recipient, sessions end; the balances stay where they are.
 */
export function ActiveDialog({
  isOpen,
  onClose,
  memberName,
  isActive,
  onSubmit,
  defaultOutcome,
}: ActiveDialogProps) {
  const { submit, pending, outcome } = useSubmit(onSubmit, defaultOutcome);
  const word = useWords();
  const [reason, setReason] = useState('');
  const [issues, setIssues] = useState<FormIssues>({});
  const send = () => {
    const found = validateConsoleReason({ reason });
    setIssues(found);
    if (Object.keys(found).length === 0) void submit(reason.trim());
  };
  const verb = isActive ? word('Deactivate member') : word('Reactivate member');
  return (
    <FormDialog
      id="console-active"
      title={consoleText.labelled(verb, memberName)}
      submitLabel={isActive ? word('Deactivate') : word('Reactivate')}
      isOpen={isOpen}
      onClose={onClose}
      isSubmitting={pending}
      errorMessage={refusalMessageOf(outcome)}
      role="alertdialog"
      intro={
        isActive ? (
          <>
            <p>
              {word(
                'They will no longer be able to log in or be chosen as a recipient, and their sessions end now.',
              )}
            </p>
            <p>{memberStatusMessages.deactivationBalances}</p>
          </>
        ) : (
          <p>{word('They will be able to log in again and be chosen as a recipient.')}</p>
        )
      }
      onSubmit={send}
    >
      <ReasonField
        value={reason}
        onChange={setReason}
        errorMessage={issues.reason ?? refusalOf(outcome, 'reason')}
      />
    </FormDialog>
  );
}
