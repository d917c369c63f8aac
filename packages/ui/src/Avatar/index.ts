export { Avatar } from './Avatar.tsx';
