import { createClient } from '@plaudit/api/contract';
import { demoCredentials, scenarios, type ScenarioName } from '@plaudit/api/testing';
import { describe, it } from 'vitest';
import { testDatabases, useTestServer } from './harness.ts';

const scenarioNames = Object.keys(scenarios) as ScenarioName[];

describe.each(testDatabases)('contract kit scenarios against the real server on %s', (kind) => {
  const server = useTestServer(kind);

  it.each(scenarioNames)('%s passes', async (name) => {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const options = { baseUrl, ...demoCredentials };
    await scenarios[name]({ client: createClient({ baseUrl }), options });
  });
});
