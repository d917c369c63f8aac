import { pointsFor, type CurrencyInfo, type PointsRate } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  uiMessages,
  useBrandContent,
  useBrandFormat,
  useMessages,
  useSiteConfig,
  useWords,
} from '../theme/index.ts';
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
  /** The shop info's currency settings and its points rate: the totals are shown in points. */
  currency: CurrencyInfo & PointsRate;
  /** C: the member enters the number the codes go to; Z: the member's own number is used. */
  deliveryType: 'C' | 'Z';
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
 * Checkout: promo code entry and its result, the delivery number for type C, every total of the summary
 * in the points the member pays with (the money beside it), and Place order — disabled, with the reason
 * beside it, while the order costs more points than the member has.
 */
export function CheckoutSummary({
  summary,
  currency,
  deliveryType,
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
  const format = useBrandFormat();
  const site = useSiteConfig();
  const word = useWords();
  const { shopMessages } = useMessages();
  const phrases = useBrandContent().phrases;
  const headingId = useId();
  const shortId = useId();
  const [cell, setCell] = useState(summary.cellNum);
  const money = (n: number) => format.money(n, currency);
  // The total due's points are the ones the order debits; the discount's are what the promo takes off
  // the basket's, so the three add up whatever the rounding.
  const basketPoints = pointsFor(summary.totalBasketPrice, currency);
  const points = pointsFor(summary.grandTotal, currency);
  const short = points > pointsAvailable;
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <h2 id={headingId} className={styles.heading}>
        {word('Checkout')}
      </h2>
      <PromoForm
        promoCode={promoCode}
        summary={summary}
        isUpdating={isUpdating}
        onApplyPromo={onApplyPromo}
      />
      <CheckoutTotals
        summary={summary}
        basketPoints={basketPoints}
        points={points}
        pointsAvailable={pointsAvailable}
        money={money}
      />
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
            label={word('Send the voucher codes to this mobile number')}
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
          <p className={styles.delivery}>{phrases.codesBySms(summary.cellNum)}</p>
        )}
        <div className={styles.actions}>
          {short && (
            <p id={shortId} className={styles.short}>
              {shopMessages.notEnoughToOrder(
                format.number(points),
                format.number(pointsAvailable),
                site.pointsName,
              )}
            </p>
          )}
          {onBack && (
            <Button variant="secondary" onPress={onBack}>
              {word('Back to basket')}
            </Button>
          )}
          <Button
            type="submit"
            isPending={isPlacing}
            isDisabled={summary.totalBasketQty === 0 || short}
            aria-describedby={short ? shortId : undefined}
          >
            {word('Place order')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The promo code, applied (or cleared) by asking for the summary again, and what it gave. */
function PromoForm({
  promoCode,
  summary,
  isUpdating,
  onApplyPromo,
}: {
  promoCode: string;
  summary: CheckoutSummaryValues;
  isUpdating: boolean;
  onApplyPromo: ((promoCode: string) => void) | undefined;
}) {
  const word = useWords();
  const [code, setCode] = useState(promoCode);
  const promoGiven = promoCode.trim() !== '';
  return (
    <>
      <form
        className={styles.promo}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isUpdating) onApplyPromo?.(code.trim());
        }}
      >
        <TextField label={word('Promo code')} value={code} onChange={setCode} maxLength={30} />
        <Button type="submit" variant="secondary" isPending={isUpdating}>
          {word('Apply')}
        </Button>
      </form>
      {promoGiven &&
        (summary.isVoucherOk ? (
          <Alert variant="success">{summary.voucherAmtDesc}</Alert>
        ) : (
          <Alert>{summary.voucherAmtDesc}</Alert>
        ))}
    </>
  );
}

/** Every total in the points the member pays with, the money beside it, and their points available. */
function CheckoutTotals({
  summary,
  basketPoints,
  points,
  pointsAvailable,
  money,
}: {
  summary: CheckoutSummaryValues;
  basketPoints: number;
  points: number;
  pointsAvailable: number;
  money: (minorUnits: number) => string;
}) {
  const format = useBrandFormat();
  const site = useSiteConfig();
  const word = useWords();
  const { shopMessages } = useMessages();
  const phrases = useBrandContent().phrases;
  const inPoints = (n: number) => shopMessages.inPoints(format.number(n), site.pointsName);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{word('Items')}</dt>
        <dd>{format.number(summary.totalBasketQty)}</dd>
      </div>
      <div>
        <dt>{word('Basket total')}</dt>
        <dd>
          <PointsAndMoney points={inPoints(basketPoints)} money={money(summary.totalBasketPrice)} />
        </dd>
      </div>
      {summary.shopVoucherDiscountTotal !== 0 && (
        <div>
          <dt>{word('Discount')}</dt>
          <dd>
            <PointsAndMoney
              points={inPoints(points - basketPoints)}
              money={money(-summary.shopVoucherDiscountTotal)}
            />
          </dd>
        </div>
      )}
      <div className={styles.grand}>
        <dt>{word('Total due')}</dt>
        <dd>
          <PointsAndMoney points={inPoints(points)} money={money(summary.grandTotal)} />
        </dd>
      </div>
      <div>
        <dt>{phrases.pointsAvailable(site.pointsName)}</dt>
        <dd>{format.number(pointsAvailable)}</dd>
      </div>
    </dl>
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
