import type { CurrencyInfo } from '@plaudit/domain';
import { useBrandFormat } from '../theme/index.ts';

export interface MoneyProps {
  /** The amount in integer minor units (cents). */
  minorUnits: number;
  /** The server's currency info: symbol, decimals, truncation, suffix. */
  currency: CurrencyInfo;
}

/** An amount of money formatted by the server's currency rules, in the brand's locale. */
export function Money({ minorUnits, currency }: MoneyProps) {
  return <span>{useBrandFormat().money(minorUnits, currency)}</span>;
}
