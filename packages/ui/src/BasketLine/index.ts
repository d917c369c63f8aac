export { BasketLine } from './BasketLine.tsx';
export type { BasketAction, BasketLineItem, BasketLineProps } from './BasketLine.tsx';
