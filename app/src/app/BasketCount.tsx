import { useCategoryListQuery } from '@plaudit/api';

/** A My Rewards entry with the basket's count on 'My Basket' (the shop's categorylist carries it). */
export interface MenuLinkWithFeature {
  readonly label: string;
  readonly href: string;
  readonly feature: string;
}

/** The My Rewards links with 'My Basket (n)' once the basket has items; refreshed by every basket change. */
export function useBasketCountLabels(
  links: readonly MenuLinkWithFeature[],
  isMember: boolean,
): { label: string; href: string }[] {
  const { data } = useCategoryListQuery(undefined, { skip: !isMember });
  const count = data?.totalBasketQty ?? 0;
  return links.map((l) => ({
    label: l.feature === 'basket' && count > 0 ? `${l.label} (${count})` : l.label,
    href: l.href,
  }));
}
