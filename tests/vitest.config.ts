import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: { name: 'tooling', environment: 'node', include: ['**/*.test.ts'], testTimeout: 30_000 },
});
