import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'app/vitest.config.ts',
      'server/vitest.config.ts',
      'tests/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'text'],
      include: ['packages/*/src/**', 'app/src/**', 'server/src/**'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', '**/index.ts'],
      thresholds: { 'packages/domain/src/**': { lines: 95 } },
    },
  },
});
