import { useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { refusalOf, useSubmit, type SubmitHandler, type SubmitOutcome } from '../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBalanceNames, useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import styles from './consolePage.module.scss';
import type { BudgetGrantForm, ManagerBudgetRow } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

type Scope = 'manager' | 'division';

export interface GrantFormProps {
  managers: readonly ManagerBudgetRow[];
  onGrant: SubmitHandler<BudgetGrantForm>;
  defaultOutcome?: SubmitOutcome | undefined;
}

/**
 * A grant to one manager or to every manager of a division, confirmed before it is sent. Once granted,
 * the points and the reason are cleared, so a second press of Grant cannot send the same grant unawares.
 */
export function GrantForm({ managers, onGrant, defaultOutcome }: GrantFormProps) {
  const [scope, setScope] = useState<Scope>('division');
  const [memberId, setMemberId] = useState<string | null>(null);
  const [divisionCode, setDivisionCode] = useState<string | null>(null);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { submit, pending, outcome } = useSubmit(onGrant, defaultOutcome);
  const word = useWords();
  const chosen =
    scope === 'manager'
      ? managers.filter((m) => String(m.memberId) === memberId)
      : managers.filter((m) => m.divisionCode === divisionCode);
  const amount = Number(points);
  const ready = chosen.length > 0 && Number.isInteger(amount) && amount > 0 && reason.trim() !== '';
  const refusal = (field: string) => refusalOf(outcome, field);
  const send = () => {
    setConfirming(false);
    const grant: BudgetGrantForm =
      scope === 'manager'
        ? { memberId: Number(memberId), points: amount, reason }
        : { divisionCode: divisionCode ?? '', points: amount, reason };
    void submit(grant).then((done) => {
      if (!done?.ok) return;
      setPoints('');
      setReason('');
    });
  };
  return (
    <>
      <form
        className={styles.form}
        aria-labelledby="grant-heading"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) setConfirming(true);
        }}
      >
        <h2 id="grant-heading" className={styles.heading}>
          {word('Grant a budget')}
        </h2>
        {outcome?.ok && outcome.message && <Alert variant="success">{outcome.message}</Alert>}
        {!outcome?.ok && outcome?.message && <Alert>{outcome.message}</Alert>}
        <GrantTarget
          managers={managers}
          scope={scope}
          onScope={setScope}
          memberId={memberId}
          onMemberId={setMemberId}
          divisionCode={divisionCode}
          onDivisionCode={setDivisionCode}
          refusal={refusal}
        />
        <TextField
          label={word('Points for each manager')}
          inputMode="numeric"
          value={points}
          onChange={setPoints}
          errorMessage={refusal('points')}
        />
        <TextField
          label={word('Reason')}
          value={reason}
          onChange={setReason}
          maxLength={200}
          description={word('The managers read it on their management statement.')}
          errorMessage={refusal('reason')}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={!ready || pending}>
            {word('Grant')}
          </Button>
        </div>
      </form>
      <GrantConfirm
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
        amount={amount}
        chosen={chosen}
        division={scope === 'division' ? (chosen[0]?.division ?? null) : null}
        reason={reason.trim()}
      />
    </>
  );
}

/** Whom the grant is for: every manager of a division (the default), or one manager. */
function GrantTarget(props: {
  managers: readonly ManagerBudgetRow[];
  scope: Scope;
  onScope: (scope: Scope) => void;
  memberId: string | null;
  onMemberId: (memberId: string) => void;
  divisionCode: string | null;
  onDivisionCode: (divisionCode: string) => void;
  refusal: (field: string) => string | undefined;
}) {
  const { managers, scope, refusal } = props;
  const word = useWords();
  const divisions = [...new Map(managers.map((m) => [m.divisionCode, m.division])).entries()];
  return (
    <>
      <RadioGroup
        label={word('Grant to')}
        value={scope}
        onChange={(v) => props.onScope(v === 'manager' ? 'manager' : 'division')}
        options={[
          { value: 'division', label: word('Every manager of a division') },
          { value: 'manager', label: word('One manager') },
        ]}
      />
      {scope === 'manager' ? (
        <Select
          label={word('Manager')}
          value={props.memberId}
          onChange={props.onMemberId}
          options={managers.map((m) => ({
            value: String(m.memberId),
            label: `${m.name} (${m.division})`,
          }))}
          errorMessage={refusal('memberId') ?? refusal('target')}
        />
      ) : (
        <Select
          label={word('Division')}
          value={props.divisionCode}
          onChange={props.onDivisionCode}
          options={divisions.map(([code, name]) => ({ value: code, label: name }))}
          errorMessage={refusal('divisionCode') ?? refusal('target')}
        />
      )}
    </>
  );
}

/** The question before a grant is sent: how much, to whom, and why. */
function GrantConfirm({
  isOpen,
  onCancel,
  onConfirm,
  amount,
  chosen,
  division,
  reason,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  amount: number;
  chosen: readonly ManagerBudgetRow[];
  division: string | null;
  reason: string;
}) {
  const word = useWords();
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const budgetName = useBalanceNames().management;
  return (
    <Modal
      title={word('Grant this budget?')}
      isOpen={isOpen}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {word('Cancel')}
          </Button>
          <Button onPress={onConfirm}>
            {consoleText.grantBudget(format.number(amount * chosen.length), budgetName)}
          </Button>
        </>
      }
    >
      <p>
        {phrases.budgetGrant({
          points: `${format.number(amount)} ${budgetName}`,
          manager: chosen.length === 1 ? (chosen[0]?.name ?? null) : null,
          managers: chosen.length,
          division,
          reason,
        })}
      </p>
    </Modal>
  );
}
