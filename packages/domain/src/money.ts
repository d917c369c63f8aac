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
