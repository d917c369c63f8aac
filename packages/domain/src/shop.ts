import { args, defineMessages, text } from './i18n/define';
import { extendMessages } from './i18n/extend';
import { pointsAsWritten } from './i18n/format';
import { formatMoney } from './money';
import type { CurrencyInfo } from './money';
import { messages } from './messages';

/** A basket item's status as the basket reports it; anything else is a normal line. */
export type BasketItemStatus = 'DELETED' | 'CHANGED' | 'DECREASED';

/** The basket item fields a warning needs; prices are integer minor units. */
export interface BasketWarningItem {
  BasketItemStatus: string;
  /** The price the line was added at (the old price). */
  basketPrice: number;
  /** Today's price of the product (the new price). */
  displayPrice: number;
}

/**
 * The warning under a basket line for DELETED, CHANGED and DECREASED; undefined for a normal line. The
 * prices are written by `money` (a brand's locale formatter): the spec's format by default.
 */
export function basketWarning(
  item: BasketWarningItem,
  info: CurrencyInfo,
  money: (minorUnits: number, info: CurrencyInfo) => string = formatMoney,
): string | undefined {
  const oldPrice = money(item.basketPrice, info);
  const newPrice = money(item.displayPrice, info);
  switch (item.BasketItemStatus) {
    case 'DELETED':
      return messages.productRemoved;
    case 'CHANGED':
      return messages.priceChanged(oldPrice, newPrice);
    case 'DECREASED':
      return messages.priceReduced(oldPrice, newPrice);
    default:
      return undefined;
  }
}

/** 'View Voucher Codes' shows only for a dispatched line (4) of a complete order (status '30' before any dot). */
export function canViewVoucherCodes(
  line: { dispatchStatus: number | string },
  order: { orderStatusId: number | string },
): boolean {
  const major = String(order.orderStatusId).trim().split('.')[0];
  return Number(line.dispatchStatus) === 4 && major === '30';
}

/** A shop category row (SPEC §3): three levels and the id of the third. */
export interface ShopCategoryRow {
  cat1: string;
  cat2: string;
  cat3: string;
  prodCat3Id: number | string;
}

/** A category's key in /rewards/{key}: the lowercase name, words joined by dashes. */
export function categoryKey(name: string): string {
  return (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join('-');
}

/** A category found from a /rewards/{key}: its level and the first third-level row beneath it. */
export interface CategoryMatch {
  level: 1 | 2 | 3;
  row: ShopCategoryRow;
}

/** Finds a category by key: a numeric key is a prodCat3Id, otherwise a name key at the deepest matching level. */
export function findCategoryByKey(
  key: string,
  cats: readonly ShopCategoryRow[],
): CategoryMatch | undefined {
  const wanted = key.trim().toLowerCase();
  if (/^\d+$/.test(wanted)) {
    const row = cats.find((cat) => String(cat.prodCat3Id) === wanted);
    return row && { level: 3, row };
  }
  for (const level of [3, 2, 1] as const) {
    const row = cats.find((cat) => categoryKey(cat[`cat${level}`]) === wanted);
    if (row) return { level, row };
  }
  return undefined;
}

/** A node of the shop's category tree, with its key for /rewards/{key}. */
export interface CategoryNode {
  name: string;
  key: string;
  /** Set on third-level nodes: the id their product list is loaded by. */
  prodCat3Id?: number | string;
  children: CategoryNode[];
}

/** Builds the three-level category tree from the flat category rows, keeping their order. */
export function buildCategoryTree(cats: readonly ShopCategoryRow[]): CategoryNode[] {
  const roots: CategoryNode[] = [];
  const child = (nodes: CategoryNode[], name: string): CategoryNode => {
    let node = nodes.find((n) => n.name === name);
    if (!node) {
      node = { name, key: categoryKey(name), children: [] };
      nodes.push(node);
    }
    return node;
  };
  for (const cat of cats) {
    const leaf = child(child(child(roots, cat.cat1).children, cat.cat2).children, cat.cat3);
    leaf.prodCat3Id = cat.prodCat3Id;
  }
  return roots;
}

/** Decodes a product's fAB: '~(' and '~)' stand for '<' and '>'. Sanitising is the ui's job, after this. */
export function decodeFab(fab: string): string {
  return fab.replaceAll('~(', '<').replaceAll('~)', '>');
}

const shop = defineMessages('shop', {
  categoryNotFound: text(
    'This category was not found.',
    'A shop category asked for (by its address) does not exist.',
  ),
  productUnavailable: text(
    'This product is no longer available.',
    'A product asked for (or added to the basket) is no longer in the shop.',
  ),
  callToOrder: text(
    'This product can only be ordered by phone.',
    'Adding a product to the basket refused: it is ordered by phone only.',
  ),
  basketLineNotFound: text(
    'This item is no longer in your basket.',
    'Changing a basket line refused: the line is gone (removed in another tab).',
  ),
  qtyLimit: args<[max: string]>(
    ['max'],
    'At most {max} of one product can be ordered at a time.',
    'Changing the quantity of a basket line refused; max is the most of one product (a small number).',
  ),
  basketEmpty: text(
    'Your basket is empty.',
    'My Basket with nothing in it; checkout refused likewise.',
  ),
  promoUnknown: text(
    'This promo code is not valid.',
    'A promo code at checkout refused: no such code.',
  ),
  promoNotYet: text(
    'This promo code is not valid yet.',
    'A promo code at checkout refused: its first day has not come.',
  ),
  promoExpired: text('This promo code has expired.', 'A promo code at checkout refused: it ended.'),
  promoUsedUp: text(
    'This promo code has been used up.',
    'A promo code at checkout refused: it was used as often as it may be.',
  ),
  promoMemberLimit: text(
    'You have already used this promo code.',
    'A promo code at checkout refused: the member used it as often as one member may.',
  ),
  promoApplied: args<[code: string, off: string]>(
    ['code', 'off'],
    '{code}: {off} off',
    'A promo code taken at checkout: code is the code, off what it takes off (10% or R50.00).',
  ),
  totalChanged: args<[before: string, now: string]>(
    ['before', 'now'],
    'The total of your order has changed from {before} to {now}. Please check your order and place it again.',
    'Placing an order refused: prices changed while the member looked; before and now are the totals, as written.',
  ),
  unaffordable: args<[needed: string, available: string]>(
    ['needed', 'available'],
    'You have {available} available; this order needs {needed}.',
    'Placing an order refused: the balance is too small; available and needed are numbers of points, as written (the server does not know the brand’s name of the points, so the text names no unit).',
  ),
  notEnoughToOrder: args<[needed: string, available: string, pointsName: string]>(
    ['needed', 'available', 'pointsName'],
    'This order needs {needed} {pointsName}; you have {available}.',
    'Beside a disabled Place order: the order costs more than the balance; needed and available are numbers as written, pointsName the brand’s name of its points (Paw Points).',
  ),
  inPoints: args<[points: string, pointsName: string]>(
    ['points', 'pointsName'],
    '{points} {pointsName}',
    'An amount in points, as the brand names them (100 Paw Points): points is the number as written, pointsName the brand’s name of its points.',
  ),
  cellRequired: text(
    'Please enter the mobile number the voucher codes are to be sent to.',
    'Placing an order refused: the number for the voucher codes is missing.',
  ),
  cellInvalid: text(
    'Please enter a valid mobile number.',
    'Placing an order refused: the number for the voucher codes is not a mobile number.',
  ),
  voucherNotAvailable: text(
    'The voucher codes of this item are not available.',
    'View Voucher Codes refused: the order line has no codes (yet).',
  ),
});

/** The shop's refusals and notes, as the server and msw word them (our wording). */
export const shopMessages = extendMessages(shop, {
  qtyLimit: (max: number) => shop.qtyLimit(String(max)),
  // Named in no unit: the server does not know the brand's name of the points (see awardRefusals).
  unaffordable: (needed: number, available: number) =>
    shop.unaffordable(pointsAsWritten(needed), pointsAsWritten(available)),
});
