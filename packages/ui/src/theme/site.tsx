import {
  defaultBudgetName,
  defaultLanguage,
  setTranslatorSource,
  translatorFor,
  type Language,
  type MemberBalance,
  type Translator,
} from '@plaudit/domain';
import { I18nProvider } from 'react-aria-components';
import {
  createContext,
  use,
  useCallback,
  useMemo,
  type CSSProperties,
  type ReactNode,
} from 'react';
import brandStyles from './Brand.module.scss';
import type { BrandContentInput } from './content.ts';
import { showAriaStrings } from './ariaStringsLoader.ts';
import { wordId, type UiWord } from './words.ts';
import { themeProperties, type BrandTheme } from './themeObject.ts';

/** What differs between brands beyond looks: the names and numbers a brand's portal shows. */
export interface SiteConfig {
  /**
   * The brand's name (its programme's): the logo's accessible name, the copyright line, the login
   * screen's introduction and the browser tab's title.
   */
  brandName: string;
  /** One sentence of what the programme is, under its name on the login screen. */
  summary?: string;
  /**
   * The redeemable points' name (SPEC §1: the header's branded currency name): the header, the profile,
   * the shop's prices and totals, the points statement.
   */
  pointsName: string;
  /**
   * The Pay It Forward allowance's name (SPEC §1: the award forms' second points name): Pay It Forward,
   * the profile, the peer-to-peer statement.
   */
  awardPointsName: string;
  /**
   * A manager's recognition budget's name: Recognise, Adhoc, the profile, the management statement.
   * @default 'Budget Points' (domain defaultBudgetName)
   */
  budgetName?: string;
  /** The client phone number members call when a product cannot be added to the basket. */
  clientPhone: string;
}

/** The brands whose themes ship in `@plaudit/ui/styles.css`. */
export type ShippedBrandName = 'petfood' | 'vetcare';

/**
 * A brand's name: a shipped one, or any other for a `[data-brand='…']` block in the app's own CSS.
 * (`string & {}` keeps the shipped names offered by the editor.)
 */
export type BrandName = ShippedBrandName | (string & {});

/** The attributes an overlay element (modal, popover) needs to render in the brand. */
export interface BrandOverlayProps {
  'data-brand': string;
  style?: CSSProperties;
}

interface BrandContextValue {
  translator: Translator;
  site: SiteConfig;
  /** The brand's changes to the default content, resolved where it is read (useBrandContent). */
  content: BrandContentInput | undefined;
  overlay: BrandOverlayProps;
}

const BrandContext = createContext<BrandContextValue | null>(null);

export interface BrandProps {
  /** A shipped brand's name, the name of a brand in the app's own CSS, or a theme object. */
  brand: BrandName | BrandTheme;
  /** The brand's site configuration (a theme object's `pointsNames` replace its points names). */
  site: SiteConfig;
  /**
   * The brand's content: its messages by language and id (`catalogues`), award values and point
   * choices. @default the spec's
   */
  content?: BrandContentInput;
  /**
   * The language everything inside speaks (a shipped one, or one the brand's messages add); its
   * catalogue must be loaded (`loadCatalogue`), and for React Aria's own texts in it `loadAriaStrings`.
   * @default 'en'
   */
  language?: Language;
  children?: ReactNode;
}

/**
 * Themes everything inside it and gives components the brand's site configuration and content.
 * Overlays (modals, popovers) render in a portal at the end of the document, outside this element:
 * the ui's overlays write the same brand attribute and properties on themselves (useBrandOverlayProps),
 * so they need no portal context from react-aria, whose copy may differ from the one ui was built with.
 */
export function Brand({ brand, site, content, language = defaultLanguage, children }: BrandProps) {
  const theme = typeof brand === 'string' ? undefined : brand;
  const name = typeof brand === 'string' ? brand : brand.name;
  const value = useMemo<BrandContextValue>(() => {
    const style = theme ? (themeProperties(theme) as CSSProperties) : undefined;
    return {
      translator: translatorFor(language, content?.catalogues),
      site: theme?.pointsNames
        ? {
            ...site,
            pointsName: theme.pointsNames.points,
            awardPointsName: theme.pointsNames.awardPoints,
            ...(theme.pointsNames.budget === undefined
              ? {}
              : { budgetName: theme.pointsNames.budget }),
          }
        : site,
      content,
      overlay: style ? { 'data-brand': name, style } : { 'data-brand': name },
    };
  }, [name, theme, site, content, language]);
  // Declared messages (the domain's, read outside React too) format in this language from here on.
  setTranslatorSource(() => value.translator);
  // React Aria's own hidden texts too, once loaded (loadAriaStrings): they are the page's, like the above.
  showAriaStrings(value.translator);
  // A new language draws everything again, so no text stays in the last one.
  return (
    <BrandContext value={value}>
      <I18nProvider locale={value.translator.locale}>
        <div {...value.overlay} lang={language} key={language} className={brandStyles.root}>
          {children}
        </div>
      </I18nProvider>
    </BrandContext>
  );
}

/** The translator of the language shown (its `format(id, values)` and the locale numbers follow). */
export function useTranslator(): Translator {
  return use(BrandContext)?.translator ?? translatorFor(defaultLanguage);
}

function useBrandContext(): BrandContextValue {
  const value = use(BrandContext);
  if (!value) throw new Error('Wrap @plaudit/ui components in <Brand brand="…" site={…}>.');
  return value;
}

/** The current brand's site configuration. */
export function useSiteConfig(): SiteConfig {
  return useBrandContext().site;
}

/**
 * The name of each of the member's three balances (DESIGN.md "Points and balances"), one name per balance
 * wherever it is shown: header, profile, award forms, shop, statements.
 */
export function useBalanceNames(): Readonly<Record<MemberBalance, string>> {
  const site = useSiteConfig();
  return useMemo(
    () => ({
      redeemable: site.pointsName,
      payItForward: site.awardPointsName,
      management: site.budgetName ?? defaultBudgetName,
    }),
    [site],
  );
}

// Content and overlays fall back to the spec's defaults outside Brand, as they did before
// brands had them: a component that needs no site configuration still renders on its own.

/**
 * The brand's changes to the default content (undefined outside Brand, or for a brand that changes
 * nothing). The content itself, with the texts every screen's components read, is brandContent.ts's
 * useBrandContent: a first screen that reads none of it (Hello) loads none of it.
 */
export function useBrandContentInput(): BrandContentInput | undefined {
  return use(BrandContext)?.content;
}

/**
 * A fixed word or phrase of the ui (`uiWord`) in the language shown, with the brand's own words: the
 * component re-renders when the language changes.
 */
export function useWords(): (word: UiWord) => string {
  const translator = useTranslator();
  return useCallback((word: UiWord) => translator.format(wordId(word)), [translator]);
}

/**
 * Spread on an element that renders outside `Brand` (a react-aria `ModalOverlay` or `Popover`, or a
 * portal of the app's own) so it takes the brand's theme.
 */
export function useBrandOverlayProps(): BrandOverlayProps | Record<string, never> {
  return use(BrandContext)?.overlay ?? {};
}
