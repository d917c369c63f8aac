import type { ShopInfo } from '@plaudit/api';
import { access, formatMoney, formatPoints } from '@plaudit/domain';
import { Link, useSiteConfig } from '@plaudit/ui';
import styles from './shop.module.scss';

export interface BasketBarProps {
  totalBasketQty: number;
  totalBasketPrice: number;
  inf: ShopInfo;
}

/** The points available and the basket's count and total, with the way to the basket. */
export function BasketBar({ totalBasketQty, totalBasketPrice, inf }: BasketBarProps) {
  const site = useSiteConfig();
  return (
    <div className={styles.bar} role="status">
      <span>
        {site.pointsName}: <strong>{formatPoints(inf.pointsAvailable)}</strong>
      </span>
      <span>
        Basket: <strong>{totalBasketQty}</strong> {totalBasketQty === 1 ? 'item' : 'items'},{' '}
        <strong>{formatMoney(totalBasketPrice, inf)}</strong>
      </span>
      <Link href={access.basket.path}>View basket</Link>
    </div>
  );
}
