// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  'packages/portal/**': [
    layer(
      'packages/portal is the glue of domain, api and ui: it knows no app or server.',
      '@plaudit/app',
      '@plaudit/server',
      'react-router',
      'react-router-dom',
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
  'server/src/**': [
    {
      regex: '^@plaudit/api(/mocks|/testing)?$',
      message:
        'server imports @plaudit/api/contract only: the root entry loads React and Redux, and the testing entry holds demo passwords (for server/test only).',
    },
    layer(
      'server depends on packages/domain and packages/api only.',
      '@plaudit/ui',
      '@plaudit/app',
    ),
  ],
  'app/**': [layer('app does not import the server.', '@plaudit/server')],
};

const routesOnly =
  "A routes.ts only registers calls: SQL and transactions belong in the feature's services.";

const root = dirname(fileURLToPath(import.meta.url));
const features = readdirSync(resolve(root, 'app/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * bulletproof-react's rule: the portal is sliced by feature, and a feature never imports another one (what
 * two features share moves to app/src/shared); shared code flows one way, so app/src/shared imports no
 * feature. Only app/src/app (the routes) puts the features together.
 */
const featureZones = [
  ...features.map((feature) => ({
    target: `./app/src/features/${feature}`,
    from: './app/src/features',
    except: [`./${feature}`],
    message: `app/src/features/${feature} imports another feature: features do not import each other; move what both need to app/src/shared.`,
  })),
  {
    target: './app/src/shared',
    from: './app/src/features',
    message: "app/src/shared imports a feature: shared code is the features' own, never theirs.",
  },
];

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
  {
    // Every text a person reads comes from the catalogue (issue 36): no literal string in JSX, nor in an
    // accessible name or a field's label, description or error (words.ts, uiMessages.ts, useWords()).
    files: ['packages/ui/src/**/*.tsx', 'packages/portal/src/**/*.tsx', 'app/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '(aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label|description|errorMessage|heading|emptyText|caption)',
              ],
            ],
          },
        },
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
    // Import cycles anywhere (a module that imports itself through others loads half-made); the imports are
    // resolved as TypeScript resolves them, workspace packages through their sources.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['@plaudit/source', 'types', 'import', 'default'],
        }),
        createNodeResolver(),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['app/src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    // A server feature's routes.ts registers its calls and nothing else (STYLE.md "Server features, one
    // shape"): SQL and transactions live in its services.
    files: ['server/src/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossWorkspaceRelative,
            ...boundaries['server/**'],
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: routesOnly },
            {
              group: ['**/db/transaction*', '**/db/changes*', '**/db/rows*', '**/db/idempotency*'],
              message: routesOnly,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: routesOnly },
        {
          selector: 'CallExpression[callee.name=/^(inTransaction|withIdempotency|write)$/]',
          message: routesOnly,
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
