/** How the shop shows money, from the server's currency info (SPEC §3 "Shop info", §9). */
export interface CurrencyInfo {
  currencySymbol: string;
  currencyDecimalPlaces: number;
  isTruncateCents: boolean;
  isCurrencySymbolSuffix: boolean;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Shows an amount held as integer minor units (cents when currencyDecimalPlaces is 2): cents dropped
 * when isTruncateCents, else currencyDecimalPlaces decimals; the symbol before the amount, or after it
 * with a space when isCurrencySymbolSuffix. Thousands are grouped with ','.
 */
export function formatMoney(minorUnits: number, info: CurrencyInfo): string {
  const places = Math.max(0, Math.trunc(info.currencyDecimalPlaces));
  const scale = 10 ** places;
  const magnitude = Math.abs(Math.trunc(minorUnits));
  const whole = groupThousands(String(Math.floor(magnitude / scale)));
  const cents = String(magnitude % scale).padStart(places, '0');
  const amount = info.isTruncateCents || places === 0 ? whole : `${whole}.${cents}`;
  const isZero = info.isTruncateCents ? magnitude < scale : magnitude === 0;
  const sign = minorUnits < 0 && !isZero ? '-' : '';
  return info.isCurrencySymbolSuffix
    ? `${sign}${amount} ${info.currencySymbol}`
    : `${sign}${info.currencySymbol}${amount}`;
}

/** Shows a whole number of points with thousands grouped, e.g. 12500 → '12,500'. */
export function formatPoints(points: number): string {
  const value = Math.trunc(points);
  const digits = groupThousands(String(Math.abs(value)));
  return value < 0 ? `-${digits}` : digits;
}

/** What converts money to points: a shop's `currencyRateMoney` and its currency's decimal places. */
export interface PointsRate {
  /** Points one unit of the currency costs: a decimal ('0.5', as the server stores it) or a number. */
  currencyRateMoney: string | number;
  currencyDecimalPlaces: number;
}

/**
 * A non-negative decimal as an exact fraction. A number goes through its shortest decimal form
 * (String(0.1) is '0.1'), so a rate that travelled as JSON converts as the server's text does.
 */
function decimalFraction(value: string | number): { num: bigint; den: bigint } {
  const match = /^\s*(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?\s*$/i.exec(String(value));
  if (!match) throw new RangeError(`A currency rate must be a decimal number (got '${value}').`);
  const decimals = match[2] ?? '';
  const scale = decimals.length - Number(match[3] ?? 0);
  const digits = BigInt(`${match[1]}${decimals}`);
  return scale >= 0
    ? { num: digits, den: 10n ** BigInt(scale) }
    : { num: digits * 10n ** BigInt(-scale), den: 1n };
}

/**
 * The points an amount in minor units costs: currencyRateMoney points per unit of the currency, rounded
 * up (DESIGN.md "Shop"). Exact integer arithmetic, so the basket shows the points the order debits.
 */
export function pointsFor(minorUnits: number, rate: PointsRate): number {
  if (!Number.isSafeInteger(minorUnits))
    throw new RangeError(`An amount must be whole minor units (got ${minorUnits}).`);
  if (minorUnits <= 0) return 0;
  const { num, den } = decimalFraction(rate.currencyRateMoney);
  const divisor = den * 10n ** BigInt(Math.max(0, Math.trunc(rate.currencyDecimalPlaces)));
  return Number((BigInt(minorUnits) * num + divisor - 1n) / divisor);
}
