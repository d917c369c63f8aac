import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: { name: 'portal', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
