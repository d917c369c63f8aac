import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCredentials, runScenario, ScenarioError, scenarios, type ScenarioName } from './kit';
import { memberData } from './mocks/fixtures';
import { createHandlers, defaultHandlers } from './mocks/handlers';
import { baseUrl, useMswServer } from './test/server';

const server = useMswServer();
const options = { baseUrl, ...demoCredentials };

describe('contract kit against msw', () => {
  it.each(Object.keys(scenarios) as ScenarioName[])('%s', async (name) => {
    server.use(...defaultHandlers({ baseUrl, requireAuth: true }));
    await expect(runScenario(name, options)).resolves.toBeUndefined();
  });

  it('fails, naming the step, when the server breaks the contract', async () => {
    const mock = createHandlers({ baseUrl, requireAuth: true });
    server.use(
      mock.placeOrder.ok({ orderNum: 'ORD-NOT-LISTED' }),
      ...defaultHandlers({ baseUrl, requireAuth: true }),
    );
    await expect(runScenario('shopOrder', options)).rejects.toThrow(
      new ScenarioError('orders', 'order ORD-NOT-LISTED is not listed'),
    );
  });

  it('fails when member data belongs to someone else', async () => {
    server.use(
      // Always the admin's data, whoever asks.
      createHandlers({ baseUrl, requireAuth: true }).getMemberData.ok(memberData),
      ...defaultHandlers({ baseUrl, requireAuth: true }),
    );
    await expect(runScenario('signInAndReadMemberData', options)).rejects.toThrow(
      'getMemberData as manager: member data belongs to someone else',
    );
  });

  it('fails when a member call works without a session', async () => {
    server.use(http.post(`${baseUrl}/api/member/getmemberdata`, () => HttpResponse.json({})));
    await expect(runScenario('memberCallNeedsSession', options)).rejects.toThrow(
      'expected a unauthorized error',
    );
  });
});
