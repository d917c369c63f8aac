import type { Decorator, Preview } from '@storybook/react-vite';
import '@plaudit/ui/styles.css';
import { Brand } from '@plaudit/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { brands, isBrandKey } from '../stories/support/brands.ts';

const navigate = action('navigate');

// The story tests run every story once per brand: the runner names the brand before the preview loads
// (.storybook/test-runner.ts), and it becomes the starting value of the toolbar's global.
const testBrand = (globalThis as { __PLAUDIT_STORY_BRAND__?: unknown }).__PLAUDIT_STORY_BRAND__;

/** Every story renders inside the brand chosen in the toolbar; links report where they go. */
const withBrand: Decorator = (Story, context) => {
  const key = isBrandKey(context.globals['brand']) ? context.globals['brand'] : 'petfood';
  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <Brand brand={key} site={brands[key].site}>
        <div style={{ padding: '1rem' }}>
          <Story />
        </div>
      </Brand>
    </RouterProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  loaders: [mswLoader()],
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
  },
  initialGlobals: { brand: isBrandKey(testBrand) ? testBrand : 'petfood' },
  parameters: {
    a11y: { test: 'error' },
    // A Chromatic mode per brand: every story is snapshotted in each (scripts/chromatic.mjs).
    chromatic: {
      modes: Object.fromEntries(Object.keys(brands).map((brand) => [brand, { brand }])),
    },
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
