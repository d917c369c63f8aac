import { configDefaults, defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  css: { modules: { generateScopedName: '[local]' } },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Type tests (X.types.test.tsx) are compiled by tsc -b, never run.
    exclude: [...configDefaults.exclude, 'src/**/*.types.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
    css: { include: /\.module\.scss$/ },
  },
});
