import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/** Workspace packages resolve to their TypeScript sources through the `@plaudit/source` export condition. */
export const sourceConditions = {
  resolve: { conditions: ['@plaudit/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@plaudit/source', ...defaultServerConditions] } },
} satisfies UserConfig;
