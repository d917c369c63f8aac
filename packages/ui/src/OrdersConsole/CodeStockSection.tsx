import { Alert } from '../Alert/index.ts';
import styles from '../BudgetsConsole/consolePage.module.scss';
import { Table, type TableColumn } from '../Table/index.ts';
import { useBrandContent, useWords, type UiWord } from '../theme/index.ts';
import type { CodeStock } from './types.ts';

const stockColumnsFor = (word: (w: UiWord) => string): TableColumn<CodeStock>[] => [
  {
    key: 'product',
    header: word('Product'),
    render: (r) => (
      <>
        <strong>
          {r.cluster} {r.productCode}
        </strong>{' '}
        {r.description}
      </>
    ),
  },
  { key: 'free', header: word('Free'), align: 'end', render: (r) => r.free },
  { key: 'waiting', header: word('Waiting'), align: 'end', render: (r) => r.waiting },
  {
    key: 'low',
    header: word('Stock'),
    render: (r) =>
      r.isLow ? <strong className={styles.low}>{word('Low')}</strong> : word('Enough'),
  },
];

/** Each product's stock of free voucher codes, with a warning for those running low. */
export function CodeStockSection({ stock }: { stock: readonly CodeStock[] }) {
  const word = useWords();
  const { phrases } = useBrandContent();
  const low = stock.filter((s) => s.isLow);
  return (
    <section aria-labelledby="stock-heading" className={styles.root}>
      <h2 id="stock-heading" className={styles.heading}>
        {word('Voucher code stock')}
      </h2>
      {low.length > 0 && (
        <Alert>{phrases.lowOnCodes(low.length, low.map((s) => s.productCode).join(', '))}</Alert>
      )}
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={word('Voucher code stock, scrollable')}
      >
        <Table
          label={word('Free voucher codes per product')}
          columns={stockColumnsFor(word)}
          rows={stock}
          rowKey={(r) => String(r.productId)}
        />
      </div>
    </section>
  );
}
