import {
  createClient,
  demoCredentials,
  scenarios,
  ScenarioError,
  type ScenarioName,
} from '@plaudit/api/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestServer } from './harness.ts';

/** Scenarios that need calls the server does not answer yet (501); they must fail on exactly that. */
const waitingForLaterCalls: ScenarioName[] = [];
const ready = (Object.keys(scenarios) as ScenarioName[]).filter(
  (name) => !waitingForLaterCalls.includes(name),
);

describe.each(testDatabases)('contract kit scenarios against the real server on %s', (kind) => {
  const server = useTestServer(kind);

  const run = async (name: ScenarioName) => {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const options = { baseUrl, ...demoCredentials };
    await scenarios[name]({ client: createClient({ baseUrl }), options });
  };

  it.each(ready)('%s passes', async (name) => {
    await run(name);
  });

  it.each(waitingForLaterCalls)('%s stops at a call answered 501 (not built yet)', async (name) => {
    const failure = await run(name).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ScenarioError);
    expect((failure as ScenarioError).apiError).toMatchObject({ status: 501 });
  });
});
