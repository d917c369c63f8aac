import { formatMoney, type CurrencyInfo } from '@plaudit/domain';

export interface MoneyProps {
  /** The amount in integer minor units (cents). */
  minorUnits: number;
  /** The server's currency info: symbol, decimals, truncation, suffix. */
  currency: CurrencyInfo;
}

/** An amount of money formatted by the server's currency rules. */
export function Money({ minorUnits, currency }: MoneyProps) {
  return <span>{formatMoney(minorUnits, currency)}</span>;
}
