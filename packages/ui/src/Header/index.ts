export { Header } from './Header.tsx';
export type { HeaderProps, HeaderMember, MenuLink } from './Header.tsx';
