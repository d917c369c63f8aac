export { CookieSettings } from './CookieSettings.tsx';
export type { CookieSettingsProps } from './CookieSettings.tsx';
