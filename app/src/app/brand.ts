import type { SiteConfig } from '@plaudit/ui';

/** The brands this portal can be built for: the theme key and its site configuration. */
export const brands = {
  petfood: {
    brandName: 'Pawprint Rewards',
    summary:
      'The thank-you programme for the people who care for pets: recognise your colleagues, earn Paw Points and spend them on vouchers.',
    pointsName: 'Paw Points',
    awardPointsName: 'Kibble Credits',
    budgetName: 'Top Dog Points',
    clientPhone: '0800 729 768',
  },
  vetcare: {
    brandName: 'VetCare Stars',
    summary:
      'Recognition for everyone in our veterinary practices: thank a colleague, collect Care Stars and redeem them for rewards.',
    pointsName: 'Care Stars',
    awardPointsName: 'Thank-you Tokens',
    budgetName: 'Kudos Points',
    clientPhone: '0861 838 227',
  },
} as const satisfies Record<string, SiteConfig>;

export type BrandKey = keyof typeof brands;

export const defaultBrand: BrandKey = 'petfood';

/** The brand named by VITE_BRAND, or the default when it is unset or unknown. */
export function pickBrand(name: string | undefined): BrandKey {
  return name !== undefined && Object.hasOwn(brands, name) ? (name as BrandKey) : defaultBrand;
}
