import type { SiteConfig } from '@plaudit/ui';

/** The brands Storybook shows every story in; the first is the default. */
export const brands = {
  petfood: {
    title: 'Pet food (Pawprint Rewards)',
    site: {
      brandName: 'Pawprint Rewards',
      pointsName: 'Paw Points',
      awardPointsName: 'Kibble Credits',
      clientPhone: '0800 729 768',
    },
  },
  vetcare: {
    title: 'Veterinary (VetCare Stars)',
    site: {
      brandName: 'VetCare Stars',
      pointsName: 'Care Stars',
      awardPointsName: 'Thank-you Tokens',
      clientPhone: '0861 838 227',
    },
  },
} satisfies Record<string, { title: string; site: SiteConfig }>;

export type BrandKey = keyof typeof brands;

export const isBrandKey = (value: unknown): value is BrandKey =>
  typeof value === 'string' && value in brands;
