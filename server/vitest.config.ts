import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
