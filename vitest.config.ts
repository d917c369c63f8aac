import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps a core for itself (cores - 1), which on a two-core machine is one worker; the server's
    // test files spend much of their time waiting on PostgreSQL, so two workers there run the suite in
    // about 250 s instead of 340 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
