export {
  Brand,
  useBalanceNames,
  useBrandOverlayProps,
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
} from './site.tsx';
export { followAriaStrings, loadAriaStrings } from './ariaStringsLoader.ts';
export { useBrandContent, useMessages } from './brandContent.ts';
export type { UiMessages } from './brandContent.ts';
export { defaultContent } from './content.ts';
export { formatFor, useBrandFormat } from './format.ts';
export type { BrandFormat } from './format.ts';
export { uiWord } from './words.ts';
export { uiMessages } from './uiMessages.ts';
export type { UiWord } from './words.ts';
export type { BrandContent, BrandContentInput } from './content.ts';
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
