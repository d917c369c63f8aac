import type { SiteConfig } from '@plaudit/ui';

/** The brands this portal can be built for: the theme key and its site configuration. */
export const brands = {
  petfood: {
    brandName: 'Pawprint Rewards',
    pointsName: 'Paw Points',
    awardPointsName: 'Kibble Credits',
    clientPhone: '0800 729 768',
  },
  vetcare: {
    brandName: 'VetCare Stars',
    pointsName: 'Care Stars',
    awardPointsName: 'Thank-you Tokens',
    clientPhone: '0861 838 227',
  },
} as const satisfies Record<string, SiteConfig>;

export type BrandKey = keyof typeof brands;

export const defaultBrand: BrandKey = 'petfood';

/** The brand named by VITE_BRAND, or the default when it is unset or unknown. */
export function pickBrand(name: string | undefined): BrandKey {
  return name !== undefined && Object.hasOwn(brands, name) ? (name as BrandKey) : defaultBrand;
}
