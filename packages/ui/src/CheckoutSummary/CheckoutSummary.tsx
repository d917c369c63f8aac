import { formatMoney, formatPoints, type CurrencyInfo } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { useSiteConfig } from '../theme/index.ts';
import styles from './CheckoutSummary.module.scss';

/** The checkout summary fields (SPEC §3). */
export interface CheckoutSummaryValues {
  totalBasketQty: number;
  totalBasketPrice: number;
  isVoucherOk: boolean;
  grandTotal: number;
  vfyTotal: number;
  cellNum: string;
  voucherAmtDesc: string;
  shopVoucherDiscountTotal: number;
}

export interface CheckoutSummaryProps {
  summary: CheckoutSummaryValues;
  currency: CurrencyInfo;
  /** C: the member enters the number the codes go to; Z: the member's own number is used. */
  deliveryType: 'C' | 'Z';
  /** The points the order costs. */
  points: number;
  /** The member's redeemable points. */
  pointsAvailable: number;
  /** The promo code the summary was computed with. */
  promoCode: string;
  /** Apply (or clear, with '') a promo code: the summary is asked for again. */
  onApplyPromo?: (promoCode: string) => void;
  /** Place the order to this number (type C) or the member's own (Z). */
  onPlaceOrder?: (cellNum: string) => void;
  /** Back to the basket. */
  onBack?: () => void;
  /** The summary is being asked for again. @default false */
  isUpdating?: boolean;
  /** The order is on its way. @default false */
  isPlacing?: boolean;
  /** The server's error under the delivery number. */
  cellError?: string | undefined;
  className?: string;
}

/**
 * Checkout: promo code entry and its result, the delivery number for type C, every total of the summary,
 * the points it costs, and Place order.
 */
export function CheckoutSummary({
  summary,
  currency,
  deliveryType,
  points,
  pointsAvailable,
  promoCode,
  onApplyPromo,
  onPlaceOrder,
  onBack,
  isUpdating = false,
  isPlacing = false,
  cellError,
  className,
}: CheckoutSummaryProps) {
  const site = useSiteConfig();
  const headingId = useId();
  const [code, setCode] = useState(promoCode);
  const [cell, setCell] = useState(summary.cellNum);
  const money = (n: number) => formatMoney(n, currency);
  const promoGiven = promoCode.trim() !== '';
  const short = points > pointsAvailable;
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <h2 id={headingId} className={styles.heading}>
        Checkout
      </h2>
      <form
        className={styles.promo}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isUpdating) onApplyPromo?.(code.trim());
        }}
      >
        <TextField label="Promo code" value={code} onChange={setCode} maxLength={30} />
        <Button type="submit" variant="secondary" isPending={isUpdating}>
          Apply
        </Button>
      </form>
      {promoGiven &&
        (summary.isVoucherOk ? (
          <Alert variant="success">{summary.voucherAmtDesc}</Alert>
        ) : (
          <Alert>{summary.voucherAmtDesc}</Alert>
        ))}
      <dl className={styles.totals}>
        <div>
          <dt>Items</dt>
          <dd>{summary.totalBasketQty}</dd>
        </div>
        <div>
          <dt>Basket total</dt>
          <dd>{money(summary.totalBasketPrice)}</dd>
        </div>
        {summary.shopVoucherDiscountTotal !== 0 && (
          <div>
            <dt>Discount</dt>
            <dd>-{money(summary.shopVoucherDiscountTotal)}</dd>
          </div>
        )}
        <div className={styles.grand}>
          <dt>Total due</dt>
          <dd>{money(summary.grandTotal)}</dd>
        </div>
        <div>
          <dt>{site.pointsName} to pay</dt>
          <dd>{formatPoints(points)}</dd>
        </div>
        <div>
          <dt>{site.pointsName} available</dt>
          <dd>{formatPoints(pointsAvailable)}</dd>
        </div>
      </dl>
      {short && (
        <Alert>
          This order needs {formatPoints(points)} {site.pointsName}; you have{' '}
          {formatPoints(pointsAvailable)}.
        </Alert>
      )}
      <form
        className={styles.place}
        onSubmit={(event) => {
          event.preventDefault();
          // A pending button keeps its focus and ignores presses; its form must ignore the submit too.
          if (!isPlacing) onPlaceOrder?.(deliveryType === 'C' ? cell.trim() : '');
        }}
      >
        {deliveryType === 'C' ? (
          <TextField
            label="Send the voucher codes to this mobile number"
            type="tel"
            autoComplete="tel"
            value={cell}
            onChange={setCell}
            maxLength={20}
            isRequired
            errorMessage={cellError}
            isInvalid={cellError !== undefined}
          />
        ) : (
          <p className={styles.delivery}>
            Your voucher codes will be sent by SMS to your mobile number, {summary.cellNum}.
          </p>
        )}
        <div className={styles.actions}>
          {onBack && (
            <Button variant="secondary" onPress={onBack}>
              Back to basket
            </Button>
          )}
          <Button type="submit" isPending={isPlacing} isDisabled={summary.totalBasketQty === 0}>
            Place order
          </Button>
        </div>
      </form>
    </section>
  );
}
