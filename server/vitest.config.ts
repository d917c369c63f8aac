import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  // The global setup runs in Vitest's own environment, which needs the workspace's condition as well.
  environments: { __vitest__: { resolve: sourceConditions.ssr.resolve } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The demo is migrated and seeded once per run; each test file's database is a copy of it.
    globalSetup: ['test/globalSetup.ts'],
    // A worker loads the server's modules once for all its files instead of once per file (Vitest's
    // default): every file builds its own app, database and settings, and no server test mocks a module.
    // The server suite: 230 -> 194 s, 327 -> 244 s of CPU, measured back to back.
    isolate: false,
  },
});
