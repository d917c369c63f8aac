import { pointsFor, type CurrencyInfo, type PointsRate } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import {
  uiMessages,
  useBrandContent,
  useBrandFormat,
  useMessages,
  useSiteConfig,
  useWords,
} from '../theme/index.ts';
import styles from './ProductCard.module.scss';

/** The product fields a card shows (SPEC §3 Product). */
export interface ProductCardProduct {
  productId: number;
  imageFile: string;
  description: string;
  brand: string;
  model: string;
  /** HTML with '~(' and '~)' for angle brackets. */
  fAB: string;
  /** Minor units of the shop currency. */
  displayPrice: number;
  priceDescription: string;
  /** 'N': ordered by phone only. */
  noBasket: 'Y' | 'N';
}

export interface ProductCardProps {
  product: ProductCardProduct;
  /** The shop info's currency settings and its points rate. */
  currency: CurrencyInfo & PointsRate;
  /** Add one to the basket. */
  onAdd?: (productId: number) => void;
  /** The add is on its way to the server. @default false */
  isAdding?: boolean;
  className?: string;
}

/** Stands for the phone number's link in the "please call" sentence (a character no text holds). */
const phoneMark = '\u{E000}';

/**
 * A product: its 100 × 100 image (sized, so nothing moves when it arrives), description, brand, the
 * sanitised fAB text, the price in the points the member pays with and, beside it, the product's money
 * (a voucher's value) by the shop's currency rules, and Add to basket — or, for a phone-only
 * product, the number to call.
 */
export function ProductCard({
  product,
  currency,
  onAdd,
  isAdding = false,
  className,
}: ProductCardProps) {
  const word = useWords();
  const phrases = useBrandContent().phrases;
  const { shopMessages } = useMessages();
  const format = useBrandFormat();
  const site = useSiteConfig();
  const titleId = useId();
  const price = format.money(product.displayPrice, currency);
  const [callBefore, callAfter] = uiMessages.callToOrder(phoneMark).split(phoneMark);
  return (
    <article aria-labelledby={titleId} className={clsx(styles.root, className)}>
      <img
        className={styles.image}
        src={product.imageFile}
        width={100}
        height={100}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {product.description}
        </h3>
        <p className={styles.brand}>{product.brand}</p>
        <SafeHtml html={product.fAB} fab className={styles.fab} />
        <p className={styles.price}>
          {shopMessages.inPoints(
            format.number(pointsFor(product.displayPrice, currency)),
            site.pointsName,
          )}
          <span className={styles.money}> {uiMessages.inMoney(price)}</span>
          {product.priceDescription && (
            <span className={styles.priceDescription}> {product.priceDescription}</span>
          )}
        </p>
        {product.noBasket === 'N' ? (
          <p className={styles.call}>
            {callBefore}
            <a href={`tel:${site.clientPhone.replace(/[^\d+]/g, '')}`}>{site.clientPhone}</a>
            {callAfter}
          </p>
        ) : (
          <Button
            isPending={isAdding}
            onPress={() => onAdd?.(product.productId)}
            aria-label={phrases.addToBasket(product.description)}
          >
            {word('Add to basket')}
          </Button>
        )}
      </div>
    </article>
  );
}
