export { CommentList } from './CommentList.tsx';
export type { CommentListProps } from './CommentList.tsx';
