// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
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

const featuresDir = resolve(dirname(fileURLToPath(import.meta.url)), 'app/src/features');

/** The feature folder a file lies in (`awards` for app/src/features/awards/x.tsx), if any. */
const featureOf = (file) => {
  const path = relative(featuresDir, file);
  return path.startsWith('..') || isAbsolute(path) || !path.includes(sep)
    ? undefined
    : path.split(sep)[0];
};

/**
 * bulletproof-react's rule: the portal is sliced by feature, and a feature never imports another one
 * (what two features share moves to app/src/shared). Relative paths are resolved, so '../awards/x' and
 * '../../features/awards/x' are caught alike.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        'app/src/features/{{from}} imports app/src/features/{{to}}: features do not import each other; move what both need to app/src/shared.',
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source.value));
      if (to && to !== from)
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
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
    files: ['app/src/features/**'],
    plugins: { plaudit: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'plaudit/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
