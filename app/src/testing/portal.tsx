import { defaultHandlers } from '@plaudit/api/mocks';
import { Brand } from '@plaudit/ui';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { brands } from '../app/brand';
import { portalAt, type PortalAtOptions } from './index';

/** Node's fetch needs a full origin; the msw handlers answer any. */
export const baseUrl = 'http://plaudit.test';

/**
 * One msw server per test file answering like the demo server (the bearer token is required where the
 * real server requires it); a test swaps a call's answer with `server.use(handlers.x.status(401))`.
 */
export function startMswServer() {
  const server = setupServer(...defaultHandlers({ requireAuth: true }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // The portal loads the api's code on first need; under Vitest its first import is slow (the modules are
  // transformed then), so it is warmed here rather than inside a test's time limit.
  beforeAll(async () => {
    await Promise.all([import('../shared/apiInjection'), import('../app/memberData')]);
  }, 60_000);
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Renders the routed portal at an address, in the default brand, against msw handlers. */
export function renderPortal(
  path: string,
  options: { token?: string; preload?: PortalAtOptions['preload'] } = {},
) {
  const portal = portalAt({ path, baseUrl, ...options });
  const view = render(
    <Brand brand="petfood" site={brands.petfood}>
      {portal.element}
    </Brand>,
  );
  return { ...portal, ...view };
}

/** The demo members' bearer tokens as the mock login hands them out. */
export const tokens = {
  admin: 'mock-token-0820000001',
  manager: 'mock-token-0820000002',
  /** Aisha has no email: she is sent to the profile update. */
  noEmail: 'mock-token-0820000003',
} as const;
