export { Avatar, initialsOf } from './Avatar.tsx';
export type { AvatarProps } from './Avatar.tsx';
