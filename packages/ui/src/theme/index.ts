export {
  Brand,
  useBrandContent,
  useBrandFormat,
  useBalanceNames,
  useBrandOverlayProps,
  useMessages,
  useSiteConfig,
  useTranslator,
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
export { defaultContent, formatFor } from './content.ts';
export { uiWord } from './words.ts';
export { uiMessages } from './uiMessages.ts';
export type { UiWord } from './words.ts';
export type { BrandContent, BrandContentInput, BrandFormat } from './content.ts';
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
