export { OrderCard } from './OrderCard.tsx';
export type { OrderCardLine, OrderCardOrder, OrderCardProps } from './OrderCard.tsx';
