import type { Decorator, Preview } from '@storybook/react-vite';
import '@plaudit/ui/styles.css';
import { languageNames, shippedLanguages, type Language } from '@plaudit/domain';
import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import { Brand, loadAriaStrings } from '@plaudit/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { brands, isBrandKey } from '../stories/support/brands.ts';

const navigate = action('navigate');

// Storybook speaks every shipped language: all four catalogues are registered at once (the portal loads
// only the chosen one).
registerShippedCatalogues();

// The story tests run every story once per brand in English, and once in isiXhosa: the runner names the
// brand and the language before the preview loads (.storybook/test-runner.ts), and they become the
// starting values of the toolbar's globals.
const story = globalThis as {
  __PLAUDIT_STORY_BRAND__?: unknown;
  __PLAUDIT_STORY_LANGUAGE__?: unknown;
};
const testBrand = story.__PLAUDIT_STORY_BRAND__;
const testLanguage = story.__PLAUDIT_STORY_LANGUAGE__;

const isShippedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (shippedLanguages as readonly string[]).includes(value);

/**
 * Every story renders inside the brand and the language chosen in the toolbar; links report where they
 * go.
 */
const languageOf = (globals: Record<string, unknown>): Language =>
  isShippedLanguage(globals['language']) ? globals['language'] : 'en';

const withBrand: Decorator = (Story, context) => {
  const key = isBrandKey(context.globals['brand']) ? context.globals['brand'] : 'petfood';
  const language = languageOf(context.globals);
  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <Brand brand={key} site={brands[key].site} language={language}>
        <div style={{ padding: '1rem' }}>
          <Story />
        </div>
      </Brand>
    </RouterProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  // React Aria's own hidden texts in the language shown, as the portal loads them with a catalogue.
  loaders: [mswLoader(), ({ globals }) => loadAriaStrings(languageOf(globals))],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(brands).map(([value, b]) => ({ value, title: b.title })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        // Each language named in itself, as the portal's language menu names it.
        items: shippedLanguages.map((value) => ({ value, title: languageNames[value] ?? value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: isBrandKey(testBrand) ? testBrand : 'petfood',
    language: isShippedLanguage(testLanguage) ? testLanguage : 'en',
  },
  parameters: {
    a11y: { test: 'error' },
    // A Chromatic mode per brand, in English: every story is snapshotted in each (scripts/chromatic.mjs).
    chromatic: {
      modes: Object.fromEntries(
        Object.keys(brands).map((brand) => [brand, { brand, language: 'en' }]),
      ),
    },
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
