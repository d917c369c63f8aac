import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'app',
    environment: 'jsdom',
    // One jsdom and one load of the modules per worker, not per file (Testing Library cleans the DOM after
    // each test; no file mocks a module): app, ui, portal, domain 48 -> 25 s.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
  },
});
