export { Brand, useSiteConfig, useBrandKey } from './site.tsx';
export type { BrandProps, SiteConfig } from './site.tsx';
