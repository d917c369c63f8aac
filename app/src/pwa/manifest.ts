import type { BrandKey } from '../app/brand';

/** The home-screen icons each brand has (app/pwa-icons/<brand>/, drawn by scripts/pwa-icons.mjs). */
export const pwaIcons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
] as const;

/** Where the built portal serves the icons. */
export const pwaIconBase = '/icons/';

/** The name under the home-screen icon, where the programme's full name does not fit (12 letters or so). */
export const shortNames: Record<BrandKey, string> = {
  petfood: 'Pawprint',
  vetcare: 'VetCare',
};

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** The brand's web app manifest: its programme's names, its colours, its icons. */
export function webAppManifest(
  brand: BrandKey,
  site: { brandName: string; summary: string },
  colours: { header: string; background: string },
): WebAppManifest {
  return {
    name: site.brandName,
    short_name: shortNames[brand],
    description: site.summary,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.header,
    background_color: colours.background,
    icons: pwaIcons.map(({ file, size, maskable }) => ({
      src: `${pwaIconBase}${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: maskable ? 'maskable' : 'any',
    })),
  };
}
