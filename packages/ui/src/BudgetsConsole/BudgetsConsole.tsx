import { useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { Modal } from '../Modal/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBalanceNames, useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import styles from './consolePage.module.scss';

/** A manager's recognition budget in the month. */
export interface ManagerBudgetRow {
  memberId: number;
  name: string;
  division: string;
  divisionCode: string;
  granted: number;
  spent: number;
  left: number;
}

/** A grant as the form asks for it: one manager or a division, points each, and why. */
export interface BudgetGrantForm {
  memberId?: number;
  divisionCode?: string;
  points: number;
  reason: string;
}

export interface BudgetsConsoleProps {
  /** The month shown, as its heading reads ('November 2026'). */
  monthLabel: string;
  /** Every manager's budget; undefined while loading. */
  managers: readonly ManagerBudgetRow[] | undefined;
  /** Why the list could not be loaded. */
  loadError?: string | undefined;
  /**
   * Called with a confirmed grant. When it resolves true (granted), the form clears the points and the
   * reason, so a second press of Grant cannot send the same grant again unawares.
   */
  onGrant: (grant: BudgetGrantForm) => Promise<boolean>;
  /** A grant is on its way. @default false */
  isGranting?: boolean;
  /** The server's refusal of the last grant, by field. */
  grantErrors?: Readonly<Record<string, string>> | undefined;
  /** What the last grant did. */
  grantMessage?: string | undefined;
}

/**
 * /admin/budgets: every manager's budget this month, and a grant to one manager or to every manager of
 * a division, confirmed before it is sent.
 */
export function BudgetsConsole({
  monthLabel,
  managers,
  loadError,
  onGrant,
  isGranting = false,
  grantErrors,
  grantMessage,
}: BudgetsConsoleProps) {
  const [scope, setScope] = useState<'manager' | 'division'>('division');
  const [memberId, setMemberId] = useState<string | null>(null);
  const [divisionCode, setDivisionCode] = useState<string | null>(null);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const word = useWords();
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const budgetName = useBalanceNames().management;
  const columns: TableColumn<ManagerBudgetRow>[] = [
    { key: 'name', header: word('Manager'), render: (r) => r.name },
    { key: 'division', header: word('Division'), render: (r) => r.division },
    {
      key: 'granted',
      header: word('Granted this month'),
      align: 'end',
      render: (r) => format.number(r.granted),
    },
    {
      key: 'spent',
      header: word('Spent this month'),
      align: 'end',
      render: (r) => format.number(r.spent),
    },
    {
      key: 'left',
      header: word('Balance now'),
      align: 'end',
      render: (r) => format.number(r.left),
    },
  ];
  const list = managers ?? [];
  const divisions = [...new Map(list.map((m) => [m.divisionCode, m.division])).entries()];
  const chosen =
    scope === 'manager'
      ? list.filter((m) => String(m.memberId) === memberId)
      : list.filter((m) => m.divisionCode === divisionCode);
  const amount = Number(points);
  const ready = chosen.length > 0 && Number.isInteger(amount) && amount > 0 && reason.trim() !== '';
  const grant = (): BudgetGrantForm =>
    scope === 'manager'
      ? { memberId: Number(memberId), points: amount, reason }
      : { divisionCode: divisionCode ?? '', points: amount, reason };
  return (
    <section className={styles.root} aria-labelledby="budgets-heading">
      <h1 id="budgets-heading" className={styles.heading}>
        {word('Budgets')}, {monthLabel}
      </h1>
      <p className={styles.note}>
        {word(
          "Balance now is what each manager can still give: this month's grants and what is left from earlier months.",
        )}
      </p>
      {loadError && <Alert>{loadError}</Alert>}
      {managers === undefined && !loadError && <Loading />}
      {managers !== undefined && (
        <div
          className={styles.scroll}
          tabIndex={0}
          role="region"
          aria-label={word("Managers' budgets, scrollable")}
        >
          <Table
            label={`${word("Every manager's budget")}, ${monthLabel}`}
            columns={columns}
            rows={list}
            rowKey={(r) => String(r.memberId)}
            emptyText={word('No managers yet.')}
          />
        </div>
      )}
      {managers !== undefined && list.length > 0 && (
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
          {grantMessage && <Alert variant="success">{grantMessage}</Alert>}
          <RadioGroup
            label={word('Grant to')}
            value={scope}
            onChange={(v) => setScope(v === 'manager' ? 'manager' : 'division')}
            options={[
              { value: 'division', label: word('Every manager of a division') },
              { value: 'manager', label: word('One manager') },
            ]}
          />
          {scope === 'manager' ? (
            <Select
              label={word('Manager')}
              value={memberId}
              onChange={setMemberId}
              options={list.map((m) => ({
                value: String(m.memberId),
                label: `${m.name} (${m.division})`,
              }))}
              errorMessage={grantErrors?.memberId ?? grantErrors?.target}
            />
          ) : (
            <Select
              label={word('Division')}
              value={divisionCode}
              onChange={setDivisionCode}
              options={divisions.map(([code, name]) => ({ value: code, label: name }))}
              errorMessage={grantErrors?.divisionCode ?? grantErrors?.target}
            />
          )}
          <TextField
            label={word('Points for each manager')}
            inputMode="numeric"
            value={points}
            onChange={setPoints}
            errorMessage={grantErrors?.points}
          />
          <TextField
            label={word('Reason')}
            value={reason}
            onChange={setReason}
            maxLength={200}
            description={word('The managers read it on their management statement.')}
            errorMessage={grantErrors?.reason}
          />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!ready || isGranting}>
              {word('Grant')}
            </Button>
          </div>
        </form>
      )}
      <Modal
        title={word('Grant this budget?')}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              {word('Cancel')}
            </Button>
            <Button
              onPress={() => {
                setConfirming(false);
                void Promise.resolve(onGrant(grant())).then((granted) => {
                  if (granted !== true) return;
                  setPoints('');
                  setReason('');
                });
              }}
            >
              {word('Grant')} {format.number(amount * chosen.length)} {budgetName}
            </Button>
          </>
        }
      >
        <p>
          {phrases.budgetGrant({
            points: `${format.number(amount)} ${budgetName}`,
            manager: chosen.length === 1 ? (chosen[0]?.name ?? null) : null,
            managers: chosen.length,
            division: scope === 'division' ? (chosen[0]?.division ?? null) : null,
            reason: reason.trim(),
          })}
        </p>
      </Modal>
    </section>
  );
}
