export { CategoryTree } from './CategoryTree.tsx';
export type { CategoryTreeProps } from './CategoryTree.tsx';
