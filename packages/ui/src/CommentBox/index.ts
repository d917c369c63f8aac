export { CommentBox, commentIssue } from './CommentBox.tsx';
export type { CommentBoxProps } from './CommentBox.tsx';
