export { CheckoutSummary } from './CheckoutSummary.tsx';
export type { CheckoutSummaryProps, CheckoutSummaryValues } from './CheckoutSummary.tsx';
