export {
  Brand,
  useBrandContent,
  useBrandFormat,
  useBalanceNames,
  useBrandOverlayProps,
  useSiteConfig,
} from './site.tsx';
export type {
  BrandName,
  BrandOverlayProps,
  BrandProps,
  ShippedBrandName,
  SiteConfig,
} from './site.tsx';
export { defaultContent, formatFor } from './content.ts';
export type { BrandContent, BrandContentInput, BrandFormat } from './content.ts';
export { themeProperties } from './themeObject.ts';
export type { BrandColors, BrandFonts, BrandTheme, SpacingScale } from './themeObject.ts';
export { themeTokens } from './tokens.ts';
export type { ThemeToken } from './tokens.ts';
