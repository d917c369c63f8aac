import { readFileSync } from 'node:fs';

/** What a brand's installed icon and manifest take from its theme (packages/ui/src/theme/brands.scss). */
export interface BrandMark {
  /** The header's colour: the icon's ground and the manifest's theme colour. */
  header: string;
  /** The page's background: the manifest's background colour (the splash screen). */
  background: string;
  /** The brand's logo, an SVG drawn in white on the header's colour. */
  logoSvg: string;
}

const property = (block: string, name: string): string => {
  const found = new RegExp(`--pl-${name}:\\s*([^;]+);`).exec(block);
  if (!found?.[1]) throw new Error(`brands.scss has no --pl-${name} in the brand's block`);
  return found[1].trim();
};

/**
 * Reads a brand's colours and logo from the theme's stylesheet, so the icons and the manifest never
 * drift from what the portal shows (Node only: the build and scripts/pwa-icons.mjs).
 */
export function brandMark(brand: string, scssPath: URL | string): BrandMark {
  const scss = readFileSync(scssPath, 'utf8');
  const start = scss.indexOf(`[data-brand='${brand}'] {`);
  if (start < 0) throw new Error(`brands.scss has no block for the brand ${brand}`);
  const block = scss.slice(start, scss.indexOf('\n}', start));
  const logo = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(property(block, 'logo'));
  if (!logo?.[1]) throw new Error(`The brand ${brand}'s --pl-logo is not an SVG data address`);
  return {
    header: property(block, 'color-header'),
    background: property(block, 'color-bg'),
    logoSvg: decodeURIComponent(logo[1]),
  };
}
