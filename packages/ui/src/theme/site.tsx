import { createContext, useContext, type ReactNode } from 'react';
import brandStyles from './Brand.module.scss';

/** What differs between brands beyond looks: the names and numbers a brand's portal shows. */
export interface SiteConfig {
  /** The brand's name, used for the logo's accessible name and the copyright line. */
  brandName: string;
  /** The branded currency name shown with the points balance in the header. */
  pointsName: string;
  /** The second points name used on the award forms. */
  awardPointsName: string;
  /** The client phone number members call when a product cannot be added to the basket. */
  clientPhone: string;
}

interface BrandContextValue {
  brand: string;
  site: SiteConfig;
}

const BrandContext = createContext<BrandContextValue | null>(null);

export interface BrandProps {
  /** The theme key: selects a `[data-brand]` block of CSS custom properties. */
  brand: string;
  /** The brand's site configuration. */
  site: SiteConfig;
  children?: ReactNode;
}

/** Themes everything inside it and gives components the brand's site configuration. */
export function Brand({ brand, site, children }: BrandProps) {
  return (
    <BrandContext value={{ brand, site }}>
      <div data-brand={brand} className={brandStyles.root}>
        {children}
      </div>
    </BrandContext>
  );
}

function useBrandContext(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('Wrap @plaudit/ui components in <Brand brand="…" site={…}>.');
  return value;
}

/** The current brand's site configuration. */
export function useSiteConfig(): SiteConfig {
  return useBrandContext().site;
}

/** The current theme key; overlays rendered outside the tree re-apply it. */
export function useBrandKey(): string {
  return useBrandContext().brand;
}
