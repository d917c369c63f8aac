import { defaultLanguage, shippedLanguages, type Language } from '@plaudit/domain';
import { Brand } from '@plaudit/ui';
import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Provider } from 'react-redux';
import {
  LanguageProvider,
  loadLanguage,
  showLanguage,
  storeLanguage,
  type LanguageChoice,
} from '../shared/language';
import { ScreenPreload } from '../shared/screenPreload';
import { brands, type BrandKey } from './brand';
import { preloadScreen } from './preload';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  brand: BrandKey;
  /** The language the portal opens in; its catalogue is loaded already (main.tsx). @default 'en' */
  language?: Language;
  children: ReactNode;
}

/**
 * The store, the brand's theme and site configuration in the language shown, the way to choose another,
 * and the preloader of a screen's code around everything.
 */
export function AppProviders({
  store,
  brand,
  language: initial = defaultLanguage,
  children,
}: AppProvidersProps) {
  const preload = useCallback((pathname: string) => preloadScreen(store, pathname), [store]);
  const [language, setLanguage] = useState(initial);
  const choose = useCallback(async (next: Language) => {
    storeLanguage(next);
    // The new language's words arrive before it shows: never a screen half in one language.
    await loadLanguage(next);
    startTransition(() => setLanguage(next));
  }, []);
  const choice = useMemo<LanguageChoice>(
    () => ({ language, languages: shippedLanguages, choose }),
    [language, choose],
  );
  useLayoutEffect(() => showLanguage(language), [language]);
  return (
    <Provider store={store}>
      <Brand brand={brand} site={brands[brand]} language={language}>
        <LanguageProvider value={choice}>
          <ScreenPreload value={preload}>{children}</ScreenPreload>
        </LanguageProvider>
      </Brand>
    </Provider>
  );
}
