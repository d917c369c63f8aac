export { Link } from './Link.tsx';
export type { LinkProps } from './Link.tsx';
