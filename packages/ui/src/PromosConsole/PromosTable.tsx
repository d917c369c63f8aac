import styles from '../BudgetsConsole/consolePage.module.scss';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useWords, type UiWord } from '../theme/index.ts';
import type { PromoCodeRow } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

const stateWords: Record<PromoCodeRow['state'], UiWord> = {
  upcoming: 'Not yet valid',
  active: 'Active',
  ended: 'Ended',
  usedUp: 'Used up',
};

export interface PromosTableProps {
  promos: readonly PromoCodeRow[];
  timeZone: string;
  /** Asks to end a code (each code not ended has its button). */
  onEnd: (promo: PromoCodeRow) => void;
  /** A change is on its way: the End buttons wait. */
  isSaving: boolean;
}

/** Every promo code with its discount, dates, uses and limits, and an End button for each still running. */
export function PromosTable({ promos, timeZone, onEnd, isSaving }: PromosTableProps) {
  const word = useWords();
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
          <Button variant="secondary" isDisabled={isSaving} onPress={() => onEnd(r)}>
            {consoleText.endNow(r.code)}
          </Button>
        ),
    },
  ];
  return (
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
  );
}
