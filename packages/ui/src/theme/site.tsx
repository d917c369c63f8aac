import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
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

/**
 * Themes everything inside it and gives components the brand's site configuration. Popovers, menus and
 * modals are portalled into a layer inside the brand's element, so every overlay inherits the brand's
 * custom properties, font and colour without re-applying them.
 */
export function Brand({ brand, site, children }: BrandProps) {
  const [overlayLayer, setOverlayLayer] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => overlayLayer, [overlayLayer]);
  return (
    <BrandContext value={{ brand, site }}>
      <div data-brand={brand} className={brandStyles.root}>
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
        <div ref={setOverlayLayer} data-overlay-layer="" />
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
