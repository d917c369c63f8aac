import type { SiteConfig } from '@plaudit/ui';
import { formatMessageById } from '@plaudit/domain';
import { endingWith } from './i18n.ts';

/** The brands Storybook shows every story in (the portal's, app/src/app/brand.ts); the first is the default. */
export const brands = {
  petfood: {
    title: 'Pet food (Pawprint Rewards)',
    site: {
      brandName: 'Pawprint Rewards',
      summary:
        'The thank-you programme for the people who care for pets: recognise your colleagues, earn Paw Points and spend them on vouchers.',
      pointsName: 'Paw Points',
      awardPointsName: 'Kibble Credits',
      budgetName: 'Top Dog Points',
      clientPhone: '0800 729 768',
    },
  },
  vetcare: {
    title: 'Veterinary (VetCare Stars)',
    site: {
      brandName: 'VetCare Stars',
      summary:
        'Recognition for everyone in our veterinary practices: thank a colleague, collect Care Stars and redeem them for rewards.',
      pointsName: 'Care Stars',
      awardPointsName: 'Thank-you Tokens',
      budgetName: 'Kudos Points',
      clientPhone: '0861 838 227',
    },
  },
} satisfies Record<string, { title: string; site: SiteConfig }>;

export type BrandKey = keyof typeof brands;

export const isBrandKey = (value: unknown): value is BrandKey =>
  typeof value === 'string' && value in brands;

/** The site configuration of the brand a story runs in (its `globals`), to assert the brand's names. */
export const siteOf = (globals: Record<string, unknown>) =>
  brands[isBrandKey(globals['brand']) ? globals['brand'] : 'petfood'].site;

/** The name of an award form's points choice, in a balance's name, in the language shown (a Select's name leads with its value); call it when the play runs. */
export const pointsLabel = (balanceName: string) =>
  endingWith(` ${formatMessageById('form.pointsValue', { pointsName: balanceName })}`);
