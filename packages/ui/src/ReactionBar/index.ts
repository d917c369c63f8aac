export { ReactionBar } from './ReactionBar.tsx';
export type { ReactionBarProps } from './ReactionBar.tsx';
