import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: { name: 'api', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
