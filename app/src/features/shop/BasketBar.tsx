import type { ShopInfo } from '@plaudit/api';
import { access, pointsFor, shopMessages } from '@plaudit/domain';
import { Link, useBrandFormat, useSiteConfig } from '@plaudit/ui';
import styles from './shop.module.scss';

export interface BasketBarProps {
  totalBasketQty: number;
  totalBasketPrice: number;
  inf: ShopInfo;
}

/** The points available and the basket's count and total in points, with the way to the basket. */
export function BasketBar({ totalBasketQty, totalBasketPrice, inf }: BasketBarProps) {
  const site = useSiteConfig();
  const format = useBrandFormat();
  return (
    <div className={styles.bar} role="status">
      {/* On a phone the header shows the same balance: the bar keeps to the basket, so products rise. */}
      <span className={styles.barBalance}>
        {site.pointsName}: <strong>{format.number(inf.pointsAvailable)}</strong>
      </span>
      <span>
        Basket: <strong>{totalBasketQty}</strong> {totalBasketQty === 1 ? 'item' : 'items'},{' '}
        <strong>
          {shopMessages.inPoints(format.number(pointsFor(totalBasketPrice, inf)), site.pointsName)}
        </strong>
      </span>
      <Link href={access.basket.path}>View basket</Link>
    </div>
  );
}
