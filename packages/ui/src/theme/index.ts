export { Brand, useSiteConfig } from './site.tsx';
export type { BrandProps, SiteConfig } from './site.tsx';
