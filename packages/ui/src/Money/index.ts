export { Money } from './Money.tsx';
export type { MoneyProps } from './Money.tsx';
