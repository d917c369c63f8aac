import { basketWarning, pointsFor, type CurrencyInfo, type PointsRate } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import {
  uiMessages,
  useBrandContent,
  useBrandFormat,
  useMessages,
  useSiteConfig,
} from '../theme/index.ts';
import styles from './BasketLine.module.scss';

/** The basket item fields a line shows (SPEC §3 Basket item). */
export interface BasketLineItem {
  shopBasketId: number;
  imageFile: string;
  description: string;
  brand: string;
  qty: number;
  /** The price when added (minor units). */
  basketPrice: number;
  /** Today's price (minor units). */
  displayPrice: number;
  itemTotal: number;
  /** '' (normal), DELETED, CHANGED or DECREASED. */
  BasketItemStatus: string;
}

export type BasketAction = 'add' | 'decrease' | 'delete';

export interface BasketLineProps {
  item: BasketLineItem;
  /** The shop info's currency settings and its points rate. */
  currency: CurrencyInfo & PointsRate;
  /** Add one, take one away (a line of one goes) or remove the line. */
  onChange?: (action: BasketAction, shopBasketId: number) => void;
  /** A change of this line is on its way. @default false */
  isBusy?: boolean;
  className?: string;
}

/**
 * A basket line: image, description, quantity controls (add, decrease, delete), the unit price in points
 * with the product's money beside it, the line total in points and the SPEC §8 warning of a withdrawn, dearer or cheaper product. A withdrawn line has no controls: it is gone.
 */
export function BasketLine({
  item,
  currency,
  onChange,
  isBusy = false,
  className,
}: BasketLineProps) {
  const format = useBrandFormat();
  const labels = useBrandContent().basket;
  const { pointsName } = useSiteConfig();
  const { shopMessages } = useMessages();
  const eachInMoney = format.money(item.displayPrice, currency);
  const inPoints = (minorUnits: number) =>
    shopMessages.inPoints(format.number(pointsFor(minorUnits, currency)), pointsName);
  const titleId = useId();
  const warning = basketWarning(item, currency, format.money);
  const removed = item.BasketItemStatus === 'DELETED';
  return (
    <li
      aria-labelledby={titleId}
      className={clsx(styles.root, className)}
      data-status={item.BasketItemStatus || undefined}
    >
      <img className={styles.image} src={item.imageFile} width={64} height={64} alt="" />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {item.description}
        </h2>
        {warning && <Alert>{warning}</Alert>}
        {!removed && (
          <div className={styles.row}>
            <div
              className={styles.qty}
              role="group"
              aria-label={labels.quantityOf(item.description)}
            >
              <Button
                variant="secondary"
                isPending={isBusy}
                aria-label={
                  item.qty <= 1
                    ? labels.remove(item.description)
                    : labels.oneFewer(item.description)
                }
                onPress={() => onChange?.('decrease', item.shopBasketId)}
              >
                {uiMessages.symbols.fewer}
              </Button>
              <output className={styles.count} aria-live="polite">
                {format.number(item.qty)}
              </output>
              <Button
                variant="secondary"
                isPending={isBusy}
                aria-label={labels.oneMore(item.description)}
                onPress={() => onChange?.('add', item.shopBasketId)}
              >
                {uiMessages.symbols.more}
              </Button>
            </div>
            <span className={styles.each}>
              {labels.at} {inPoints(item.displayPrice)} {uiMessages.inMoney(eachInMoney)}
            </span>
            <strong className={styles.total}>{inPoints(item.itemTotal)}</strong>
            <Button
              variant="link"
              isPending={isBusy}
              aria-label={labels.deleteFromBasket(item.description)}
              onPress={() => onChange?.('delete', item.shopBasketId)}
            >
              {labels.delete}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
