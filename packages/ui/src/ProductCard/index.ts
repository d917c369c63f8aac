export { ProductCard } from './ProductCard.tsx';
export type { ProductCardProps, ProductCardProduct } from './ProductCard.tsx';
