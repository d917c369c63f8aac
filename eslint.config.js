// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The layering of DESIGN.md as lint errors: domain depends on nothing of ours; api and ui on domain only;
 * server on domain and api; nothing but the app itself and its workbenches (stories, e2e) imports app.
 */
const layer = (message, ...names) => ({
  group: names.flatMap((n) => [n, `${n}/*`]),
  message,
});
const crossWorkspaceRelative = {
  group: [
    '../../*/src/*',
    '../../../*/src/*',
    '../../../../*/src/*',
    '**/packages/*/src/**',
    '**/app/src/**',
    '**/server/src/**',
  ],
  message:
    'Import another workspace by its package name, never by a relative path into its sources.',
};
const boundaries = {
  'packages/domain/**': [
    layer(
      'packages/domain depends on no other workspace.',
      '@plaudit/api',
      '@plaudit/ui',
      '@plaudit/app',
      '@plaudit/server',
    ),
  ],
  'packages/api/**': [
    layer(
      'packages/api depends on packages/domain only.',
      '@plaudit/ui',
      '@plaudit/app',
      '@plaudit/server',
    ),
  ],
  'packages/ui/**': [
    layer(
      'packages/ui depends on packages/domain only: data comes in through props.',
      '@plaudit/api',
      '@plaudit/app',
      '@plaudit/server',
      'react-router',
      'react-router-dom',
      'react-redux',
      '@reduxjs/toolkit',
      'msw',
    ),
  ],
  'server/**': [
    layer(
      'server depends on packages/domain and packages/api only.',
      '@plaudit/ui',
      '@plaudit/app',
    ),
    {
      regex: '^@plaudit/api(/mocks)?$',
      message: 'server imports @plaudit/api/contract only: the root entry loads React and Redux.',
    },
  ],
  'app/**': [layer('app does not import the server.', '@plaudit/server')],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'coverage/**',
      'storybook-static/**',
      'data/**',
      '**/mockServiceWorker.js',
      'test-runner-jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: [crossWorkspaceRelative] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // A report table wider than a phone scrolls sideways in a named region (role="region"), which the
    // keyboard must reach to scroll it (axe: scrollable-region-focusable): the rule allows that role too.
    files: ['**/*.tsx'],
    rules: {
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  ...Object.entries(boundaries).map(([glob, patterns]) => ({
    files: [glob],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossWorkspaceRelative, ...patterns] }],
    },
  })),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
