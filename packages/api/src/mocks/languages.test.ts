import { errorMessages, messages } from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { baseUrl, useMswServer } from '../test/server';
import { createHandlers } from './handlers';

const server = useMswServer();
const member = 'mock-token-0820000003';

const profile = {
  interest1: 'Birding',
  firstname: 'Lerato',
  surname: 'Mokoena',
  postAddr2: '',
  email: 'lerato@example.com',
  cellNum: '0820000003',
  dOBmm: '',
  dOBdd: '',
  interestOtherDesc: '',
  otherInfo: '',
};

describe("the mocks keep a member's language as the server does", () => {
  it('saves it with memberupdate and answers it in getmemberdata and login; refuses one not offered', async () => {
    const handlers = createHandlers({ baseUrl });
    server.use(
      handlers.memberUpdate.ok(),
      handlers.getMemberData.ok(),
      handlers.login.ok(),
      handlers.cell2FactorVerify.ok(),
    );
    const api = createClient({ baseUrl, getToken: () => member });
    const data = async <T>(result: Promise<{ ok: true; data: T } | { ok: false }>): Promise<T> => {
      const answer = await result;
      if (!answer.ok) throw new Error('refused');
      return answer.data;
    };
    const saved = async () => (await data(api.call('getMemberData', {}))).memberData.language;

    expect(await saved()).toBeUndefined();
    await data(api.call('memberUpdate', { ...profile, language: 'af' }));
    expect(await saved()).toBe('af');
    const login = await data(
      api.call('login', { memberNumber: '0820000003', password: 'Plaudit123' }),
    );
    expect(login.memberData.language).toBe('af');

    const refused = await api.call('memberUpdate', { ...profile, language: 'fr' });
    expect(!refused.ok && refused.error).toMatchObject({
      kind: 'formErrors',
      message: errorMessages.correctFields,
      formErrors: { language: messages.notAllowedChoice('Language') },
    });
    expect(await saved()).toBe('af');

    // Registration takes the visitor's language.
    const registered = await data(
      api.call('cell2FactorVerify', {
        firstname: 'Sipho',
        surname: 'Dlamini',
        email: 'sipho@example.com',
        cellNum: '0820000099',
        password: 'Kennels42x',
        otp: '123456',
        auth: 'mock-auth-7f3a9c',
        acceptTerms: true,
        language: 'zu',
      }),
    );
    expect(registered.message).toBeTruthy();
  });
});
