export {
  Brand,
  useBrandContent,
  useBrandFormat,
  useBalanceNames,
  useBrandOverlayProps,
  useMessages,
  useSiteConfig,
  useWords,
} from './site.tsx';
export type {
  BrandName,
  BrandOverlayProps,
  BrandProps,
  ShippedBrandName,
  SiteConfig,
  UiMessages,
} from './site.tsx';
export { defaultContent, formatFor, uiWords } from './content.ts';
export type {
  BrandContent,
  BrandContentInput,
  BrandFormat,
  MessageTexts,
  UiWord,
} from './content.ts';
export { themeProperties } from './themeObject.ts';
export type {
  BrandColors,
  BrandFonts,
  BrandTheme,
  ChartPalette,
  SpacingScale,
} from './themeObject.ts';
export { themeTokens } from './tokens.ts';
export type { ThemeToken } from './tokens.ts';
