import { useState } from 'react';
import { Alert } from '../Alert/index.ts';
import styles from '../BudgetsConsole/consolePage.module.scss';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Loading } from '../Loading/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { TextField } from '../TextField/index.ts';
import { useWords, type UiWord } from '../theme/index.ts';

/** A promo code with its uses and limits. */
export interface PromoCodeRow {
  promoId: number;
  code: string;
  /** '' for every cluster. */
  cluster: string;
  amountDesc: string;
  validFrom: Date;
  validTo: Date;
  usedCount: number;
  totalLimit: number | null;
  perMemberLimit: number | null;
  state: 'upcoming' | 'active' | 'ended' | 'usedUp';
}

/** A new promo code as typed (the CSV import's columns). */
export interface PromoCodeForm {
  code: string;
  kind: string;
  amount: string;
  validFrom: string;
  validTo: string;
  clusterCode: string;
  totalLimit: string;
  perMemberLimit: string;
  reason: string;
}

export interface PromosConsoleProps {
  /** Every promo code; undefined while loading. */
  promos: readonly PromoCodeRow[] | undefined;
  loadError?: string | undefined;
  timeZone: string;
  onCreate: (form: PromoCodeForm) => void;
  onEnd: (end: { promoId: number; reason: string }) => void;
  /** A create or an end is on its way. @default false */
  isSaving?: boolean;
  /** The server's refusal of the last create, by field. */
  formErrors?: Readonly<Record<string, string>> | undefined;
  /** What the last change did, or why it was refused. */
  message?: string | undefined;
  error?: string | undefined;
}

const stateWords: Record<PromoCodeRow['state'], UiWord> = {
  upcoming: 'Not yet valid',
  active: 'Active',
  ended: 'Ended',
  usedUp: 'Used up',
};

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

/** /admin/promos: promo codes with their uses and limits, a new one, and ending one early. */
export function PromosConsole({
  promos,
  loadError,
  timeZone,
  onCreate,
  onEnd,
  isSaving = false,
  formErrors,
  message,
  error,
}: PromosConsoleProps) {
  const [form, setForm] = useState<PromoCodeForm>(blank);
  const [ending, setEnding] = useState<PromoCodeRow | null>(null);
  const [reason, setReason] = useState('');
  const word = useWords();
  const set = (field: keyof PromoCodeForm) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));
  const columns: TableColumn<PromoCodeRow>[] = [
    { key: 'code', header: word('Code'), nowrap: true, render: (r) => r.code },
    { key: 'cluster', header: word('Country'), render: (r) => r.cluster || word('All') },
    { key: 'off', header: word('Discount'), align: 'end', render: (r) => r.amountDesc },
    {
      key: 'valid',
      header: word('Valid'),
      render: (r) => (
        <>
          <DateText date={r.validFrom} timeZone={timeZone} /> {word('to')}{' '}
          <DateText date={r.validTo} timeZone={timeZone} />
        </>
      ),
    },
    {
      key: 'uses',
      header: word('Uses'),
      align: 'end',
      render: (r) => `${r.usedCount} ${word('of')} ${r.totalLimit ?? word('no limit')}`,
    },
    {
      key: 'perMember',
      header: word('Per member'),
      align: 'end',
      render: (r) => r.perMemberLimit ?? word('no limit'),
    },
    { key: 'state', header: word('State'), render: (r) => word(stateWords[r.state]) },
    {
      key: 'end',
      header: word('Action'),
      render: (r) =>
        r.state === 'ended' ? null : (
          <Button
            variant="secondary"
            isDisabled={isSaving}
            onPress={() => {
              setReason('');
              setEnding(r);
            }}
          >
            {word('End')} {r.code} {word('now')}
          </Button>
        ),
    },
  ];
  return (
    <section className={styles.root} aria-labelledby="promos-heading">
      <h1 id="promos-heading" className={styles.heading}>
        {word('Promo codes')}
      </h1>
      {loadError && <Alert>{loadError}</Alert>}
      {promos === undefined && !loadError && <Loading />}
      {message && <Alert variant="success">{message}</Alert>}
      {error && <Alert>{error}</Alert>}
      {promos !== undefined && (
        <div
          className={styles.scroll}
          tabIndex={0}
          role="region"
          aria-label={word('Promo codes, scrollable')}
        >
          <Table
            label={word('Promo codes with their uses and limits')}
            columns={columns}
            rows={promos}
            rowKey={(r) => String(r.promoId)}
            emptyText={word('No promo codes yet.')}
          />
        </div>
      )}
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
          value={form.code}
          onChange={set('code')}
          maxLength={30}
          description={word('3–30 letters, digits or dashes; members may type it in any case.')}
          errorMessage={formErrors?.code}
        />
        <Select
          label={word('Kind')}
          value={form.kind}
          onChange={set('kind')}
          options={[
            { value: 'percent', label: word('A percentage off') },
            { value: 'fixed', label: word('A fixed amount off') },
          ]}
          errorMessage={formErrors?.kind}
        />
        <TextField
          label={
            form.kind === 'percent' ? word('Percent off (1–100)') : word('Amount off (e.g. 50.00)')
          }
          value={form.amount}
          onChange={set('amount')}
          inputMode="decimal"
          errorMessage={formErrors?.amount}
        />
        <TextField
          label={word('Country code')}
          value={form.clusterCode}
          onChange={set('clusterCode')}
          maxLength={10}
          description={word(
            "Empty for every country; a fixed amount needs its country's currency (ZA).",
          )}
          errorMessage={formErrors?.clusterCode}
        />
        <TextField
          label={word('Valid from (yyyy-mm-dd)')}
          value={form.validFrom}
          onChange={set('validFrom')}
          maxLength={10}
          errorMessage={formErrors?.validFrom}
        />
        <TextField
          label={word('Valid to (yyyy-mm-dd)')}
          value={form.validTo}
          onChange={set('validTo')}
          maxLength={10}
          errorMessage={formErrors?.validTo}
        />
        <TextField
          label={word('Uses in all (empty: no limit)')}
          value={form.totalLimit}
          onChange={set('totalLimit')}
          inputMode="numeric"
          maxLength={9}
          errorMessage={formErrors?.totalLimit}
        />
        <TextField
          label={word('Uses per member (empty: no limit)')}
          value={form.perMemberLimit}
          onChange={set('perMemberLimit')}
          inputMode="numeric"
          maxLength={9}
          errorMessage={formErrors?.perMemberLimit}
        />
        <TextField
          label={word('Reason')}
          value={form.reason}
          onChange={set('reason')}
          maxLength={200}
          errorMessage={formErrors?.reason}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={isSaving}>
            {word('Create')}
          </Button>
        </div>
      </form>
      <Modal
        title={`${word('End')} ${ending?.code ?? ''} ${word('now')}?`}
        isOpen={ending !== null}
        onClose={() => setEnding(null)}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onPress={() => setEnding(null)}>
              {word('Cancel')}
            </Button>
            <Button
              isDisabled={reason.trim() === ''}
              onPress={() => {
                if (ending) onEnd({ promoId: ending.promoId, reason });
                setEnding(null);
              }}
            >
              {word('End it now')}
            </Button>
          </>
        }
      >
        <p>{word('Checkout stops taking it at once; orders placed with it stand.')}</p>
        <TextField label={word('Reason')} value={reason} onChange={setReason} maxLength={200} />
      </Modal>
    </section>
  );
}
