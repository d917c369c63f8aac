export { LanguageMenu } from './LanguageMenu.tsx';
export type { LanguageMenuProps } from './LanguageMenu.tsx';
