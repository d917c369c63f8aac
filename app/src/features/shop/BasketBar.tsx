import type { ShopInfo } from '@plaudit/api';
import { access, pointsFor, shopMessages } from '@plaudit/domain';
import { Link, useBrandFormat, useSiteConfig } from '@plaudit/ui';
import styles from './shop.module.scss';
import { appMessages } from '../../shared/appMessages';

export interface BasketBarProps {
  totalBasketQty: number;
  totalBasketPrice: number;
  inf: ShopInfo;
}

/** The points available and the basket's count and total in points, with the way to the basket. */
export function BasketBar({ totalBasketQty, totalBasketPrice, inf }: BasketBarProps) {
  const site = useSiteConfig();
  const format = useBrandFormat();
  const pointsLabel = appMessages.shop.pointsLabel(site.pointsName);
  const summary = appMessages.shop.basketSummary({
    count: totalBasketQty,
    items: format.number(totalBasketQty),
  });
  const total = shopMessages.inPoints(
    format.number(pointsFor(totalBasketPrice, inf)),
    site.pointsName,
  );
  return (
    <div className={styles.bar} role="status">
      {/* On a phone the header shows the same balance: the bar keeps to the basket, so products rise. */}
      <span className={styles.barBalance}>
        {pointsLabel} <strong>{format.number(inf.pointsAvailable)}</strong>
      </span>
      <span>
        {summary} <strong>{total}</strong>
      </span>
      <Link href={access.basket.path}>{appMessages.shop.viewBasket}</Link>
    </div>
  );
}
