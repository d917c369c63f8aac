import {
  canViewVoucherCodes,
  pointsFor,
  type CurrencyInfo,
  type PointsRate,
} from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import styles from './OrderCard.module.scss';
import {
  uiMessages,
  useBrandContent,
  useBrandFormat,
  useMessages,
  useSiteConfig,
  useWords,
} from '../theme/index.ts';

/** An order line (SPEC §3). */
export interface OrderCardLine {
  memberOrderItemId: number;
  productCode: string;
  itemDescription: string;
  itemQty: number;
  itemPrice: number;
  itemTotal: number;
  dispatchStatus: number;
}

/** An order with its lines (SPEC §3). */
export interface OrderCardOrder {
  memberOrderId: number;
  orderNum: string;
  orderDate: Date;
  orderStatusDesc: string;
  orderStatusId: string;
  totalGrandTotal: number;
  totalDiscount: number;
  /** The promo code used, '' when none. */
  VoucherCode: string;
  totalDue: number;
  itemCount: number;
  orderDetails: readonly OrderCardLine[];
}

export interface OrderCardProps {
  order: OrderCardOrder;
  /** The shop's currency and its points rate: amounts are shown in points with their money, as the shop shows them. */
  currency: CurrencyInfo & PointsRate;
  /** The viewer's time zone. */
  timeZone: string;
  /** 'View Voucher Codes' of a line. */
  onViewCodes?: (memberOrderItemId: number) => void;
  className?: string;
}

/**
 * A recent order: number, date and status; each line as 'qty at unit price = total' with 'View Voucher
 * Codes' only as SPEC §4 allows; the sub total with its item count, the discount with its promo code
 * when there is one, and the total due. Amounts are in the brand's points with their money beside them
 * ('85 Paw Points · R85.00'), as the shop, the basket and the checkout show them; the discount's points
 * are the sub total's less the total due's, so the three add up whatever the rounding (as at checkout).
 */
export function OrderCard({ order, currency, timeZone, onViewCodes, className }: OrderCardProps) {
  const format = useBrandFormat();
  const word = useWords();
  const phrases = useBrandContent().phrases;
  const { messages, shopMessages } = useMessages();
  const { pointsName } = useSiteConfig();
  const titleId = useId();
  const money = (n: number) => format.money(n, currency);
  const inPoints = (points: number) => shopMessages.inPoints(format.number(points), pointsName);
  const priced = (minorUnits: number) =>
    uiMessages.pointsAndMoney(inPoints(pointsFor(minorUnits, currency)), money(minorUnits));
  const subTotalPoints = pointsFor(order.totalGrandTotal, currency);
  const duePoints = pointsFor(order.totalDue, currency);
  return (
    <article aria-labelledby={titleId} className={clsx(styles.root, className)}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {phrases.order(order.orderNum)}
        </h2>
        <DateText date={order.orderDate} timeZone={timeZone} />
        <span
          className={styles.status}
          data-complete={order.orderStatusId.startsWith('30') || undefined}
        >
          {order.orderStatusDesc}
        </span>
      </header>
      <ul className={styles.lines}>
        {order.orderDetails.map((line) => (
          <li key={line.memberOrderItemId} className={styles.line}>
            <span className={styles.code}>{line.productCode}</span>
            <span className={styles.description}>{line.itemDescription}</span>
            <span className={styles.sum}>
              {phrases.orderLineSum(
                line.itemQty,
                priced(line.itemPrice),
                inPoints(pointsFor(line.itemTotal, currency)),
              )}
            </span>
            {canViewVoucherCodes(line, order) && (
              <Button
                variant="link"
                aria-label={phrases.viewVoucherCodesOf(
                  messages.viewVoucherCodes,
                  line.itemDescription,
                )}
                onPress={() => onViewCodes?.(line.memberOrderItemId)}
              >
                {messages.viewVoucherCodes}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{phrases.subTotal(order.itemCount)}</dt>
          <dd>
            <PointsAndMoney
              points={inPoints(subTotalPoints)}
              money={money(order.totalGrandTotal)}
            />
          </dd>
        </div>
        {order.totalDiscount !== 0 && (
          <div>
            <dt>{phrases.discount(order.VoucherCode)}</dt>
            <dd>
              <PointsAndMoney
                points={uiMessages.less(inPoints(subTotalPoints - duePoints))}
                money={uiMessages.less(money(order.totalDiscount))}
              />
            </dd>
          </div>
        )}
        <div className={styles.due}>
          <dt>{word('Total due')}</dt>
          <dd>
            <PointsAndMoney points={inPoints(duePoints)} money={money(order.totalDue)} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** A total in points, then the same amount in money in smaller type ("250 Top Dog Points · R125.00"). */
function PointsAndMoney({ points, money }: { points: string; money: string }) {
  return (
    <>
      {points} <span className={styles.money}>{uiMessages.inMoney(money)}</span>
    </>
  );
}
