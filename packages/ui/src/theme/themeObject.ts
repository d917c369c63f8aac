import type { ThemeToken } from './tokens.ts';

/** Colours of a brand; each one left out keeps the house default. */
export interface BrandColors {
  bg?: string;
  surface?: string;
  text?: string;
  muted?: string;
  border?: string;
  /** Outline of inputs, checkboxes and radios: keep it at 3:1 or more against surface and bg. */
  controlBorder?: string;
  primary?: string;
  primaryHover?: string;
  onPrimary?: string;
  secondary?: string;
  onSecondary?: string;
  header?: string;
  onHeader?: string;
  danger?: string;
  warningBg?: string;
  warningText?: string;
  successBg?: string;
  successText?: string;
  focus?: string;
  backdrop?: string;
}

/** Font stacks and sizes of a brand. */
export interface BrandFonts {
  body?: string;
  heading?: string;
  sizeSm?: string;
  size?: string;
  sizeLg?: string;
  sizeXl?: string;
}

/**
 * A chart's six series colours in order (`--pl-color-chart-1` … `-6`): mid-tones and darks in turn, each
 * 3:1 or more against the surface, the background and the series beside it.
 */
export type ChartPalette = readonly [string, string, string, string, string, string];

/** The six steps of the spacing scale, smallest first (`--pl-space-1` … `--pl-space-6`). */
export type SpacingScale = readonly [string, string, string, string, string, string];

/**
 * A brand as a typed object: turned into the same `--pl-*` custom properties a brand writes in plain
 * CSS. Everything but `name` is optional; what is left out keeps the house default.
 */
export interface BrandTheme {
  /** Written as the `data-brand` attribute, so plain CSS may still add to the brand. */
  name: string;
  colors?: BrandColors;
  fonts?: BrandFonts;
  radii?: {
    /** Buttons and inputs. */
    base?: string;
    /** Cards and modals. */
    large?: string;
  };
  space?: SpacingScale;
  /** The charts' series colours (the Insights charts). */
  chartColors?: ChartPalette;
  /** Width of the keyboard focus ring. */
  focusWidth?: string;
  /** The header logo: an image address (a URL or a data: URI), white on the header colour. */
  logo?: string;
  /** The header logo's box: the image is fitted inside it, keeping its proportions. @default 2.25rem square */
  logoSize?: { width?: string; height?: string };
  /** The brand's points names, shown with balances and on the award forms. */
  pointsNames?: {
    /** The redeemable points balance (the header's currency name). */
    points: string;
    /** The Pay It Forward allowance (the award forms' second points name). */
    awardPoints: string;
    /** A manager's recognition budget. @default the site configuration's budgetName */
    budget?: string;
  };
}

const colorTokens: Record<keyof BrandColors, ThemeToken> = {
  bg: '--pl-color-bg',
  surface: '--pl-color-surface',
  text: '--pl-color-text',
  muted: '--pl-color-muted',
  border: '--pl-color-border',
  controlBorder: '--pl-color-control-border',
  primary: '--pl-color-primary',
  primaryHover: '--pl-color-primary-hover',
  onPrimary: '--pl-color-on-primary',
  secondary: '--pl-color-secondary',
  onSecondary: '--pl-color-on-secondary',
  header: '--pl-color-header',
  onHeader: '--pl-color-on-header',
  danger: '--pl-color-danger',
  warningBg: '--pl-color-warning-bg',
  warningText: '--pl-color-warning-text',
  successBg: '--pl-color-success-bg',
  successText: '--pl-color-success-text',
  focus: '--pl-color-focus',
  backdrop: '--pl-backdrop',
};

const fontTokens: Record<keyof BrandFonts, ThemeToken> = {
  body: '--pl-font-body',
  heading: '--pl-font-heading',
  sizeSm: '--pl-font-size-sm',
  size: '--pl-font-size',
  sizeLg: '--pl-font-size-lg',
  sizeXl: '--pl-font-size-xl',
};

const spaceTokens = [
  '--pl-space-1',
  '--pl-space-2',
  '--pl-space-3',
  '--pl-space-4',
  '--pl-space-5',
  '--pl-space-6',
] as const satisfies readonly ThemeToken[];

/** The custom properties a theme object sets (only those it names), for an element's style. */
export function themeProperties(theme: BrandTheme): Partial<Record<ThemeToken, string>> {
  const out: Partial<Record<ThemeToken, string>> = {};
  const put = (token: ThemeToken, value: string | undefined) => {
    if (value !== undefined && value !== '') out[token] = value;
  };
  for (const [key, token] of Object.entries(colorTokens) as [keyof BrandColors, ThemeToken][])
    put(token, theme.colors?.[key]);
  for (const [key, token] of Object.entries(fontTokens) as [keyof BrandFonts, ThemeToken][])
    put(token, theme.fonts?.[key]);
  put('--pl-radius', theme.radii?.base);
  put('--pl-radius-lg', theme.radii?.large);
  theme.space?.forEach((value, i) => {
    const token = spaceTokens[i];
    if (token) put(token, value);
  });
  theme.chartColors?.forEach((value, i) => put(`--pl-color-chart-${i + 1}` as ThemeToken, value));
  put('--pl-focus-width', theme.focusWidth);
  // JSON quoting keeps a URL with quotes or parentheses inside one CSS string.
  if (theme.logo) put('--pl-logo', `url(${JSON.stringify(theme.logo)})`);
  put('--pl-logo-width', theme.logoSize?.width);
  put('--pl-logo-height', theme.logoSize?.height);
  return out;
}
