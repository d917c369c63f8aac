import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createClient, errorTexts, profilePicUrl, type ApiError } from './client';
import { handlers } from './mocks/handlers';
import { baseUrl, useMswServer } from './test/server';

const server = useMswServer();

const failure = async (
  setup: () => void,
  call: 'getMemberData' | 'getDivisionList' = 'getMemberData',
): Promise<ApiError> => {
  setup();
  const result = await createClient({ baseUrl, getToken: () => 'tok' }).call(call, {});
  if (result.ok) throw new Error('expected the call to fail');
  return result.error;
};

describe('client: the generic error catalogue of SPEC §8', () => {
  it("shows the server's message", async () => {
    const error = await failure(() =>
      server.use(
        handlers.getMemberData.serverError('Member data is being rebuilt, try again in a minute.'),
      ),
    );
    expect(error.message).toBe('Member data is being rebuilt, try again in a minute.');
  });

  it("shows 'An error has occurred: ' followed by the body when there is no message", async () => {
    const error = await failure(() => server.use(handlers.getMemberData.serverError()));
    expect(error.message).toBe('An error has occurred: Internal Server Error');
  });

  it("shows 'Unexpected Error' with no response at all", async () => {
    const error = await failure(() => server.use(handlers.getMemberData.networkError()));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Unexpected Error');
  });

  it('takes field errors from formErrors', async () => {
    const error = await failure(() =>
      server.use(handlers.getMemberData.formErrors({ email: 'Please enter a valid email.' })),
    );
    expect(error.kind === 'formErrors' && error.formErrors).toEqual({
      email: 'Please enter a valid email.',
    });
  });

  it('401 calls onUnauthorized so the app clears the login and goes to /logout', async () => {
    server.use(handlers.getMemberData.status(401));
    const onUnauthorized = vi.fn();
    const result = await createClient({ baseUrl, getToken: () => 'expired', onUnauthorized }).call(
      'getMemberData',
      {},
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('400 with a message is left to the screen, titled "Please note:"', async () => {
    const error = await failure(() =>
      server.use(handlers.getMemberData.message('Your programme has closed.')),
    );
    expect(error).toMatchObject({
      kind: 'formErrors',
      status: 400,
      title: 'Please note:',
      message: 'Your programme has closed.',
    });
  });

  it("other failures: 'Data Response Error: {statusText} ({status})' with 'An unexpected error ({status}) has occurred'", async () => {
    const error = await failure(() =>
      server.use(handlers.getMemberData.serverError('Database unavailable')),
    );
    expect(error).toMatchObject({
      kind: 'server',
      title: 'Data Response Error: Internal Server Error (500)',
      summary: 'An unexpected error (500) has occurred',
      message: 'Database unavailable',
    });
    const notFound = await failure(() =>
      server.use(
        http.post(
          `${baseUrl}/api/member/getmemberdata`,
          () => new HttpResponse('no such route', { status: 404, statusText: 'Not Found' }),
        ),
      ),
    );
    expect(notFound).toMatchObject({
      title: 'Data Response Error: Not Found (404)',
      summary: 'An unexpected error (404) has occurred',
      message: 'An error has occurred: no such route',
    });
  });

  it('a throttled call carries the wait its Retry-After header names', async () => {
    const error = await failure(() =>
      server.use(handlers.getMemberData.throttled(45, 'Please wait 45 seconds.')),
    );
    expect(error.kind === 'server' && [error.status, error.retryAfterSeconds]).toEqual([429, 45]);
    const without = await failure(() => server.use(handlers.getMemberData.status(429)));
    expect(without.kind === 'server' && without.retryAfterSeconds).toBeUndefined();
  });

  it("a request with no response is titled 'Data Request Error'", async () => {
    const error = await failure(() => server.use(handlers.getMemberData.networkError()));
    expect(error.title).toBe('Data Request Error');
  });

  it("anything else is titled 'Data Unexpected Error:' (an answer that breaks the contract)", async () => {
    const error = await failure(() =>
      server.use(
        http.post('*/api/member/getmemberdata', () =>
          HttpResponse.json({ memberData: { firstname: 'Only' } }),
        ),
      ),
    );
    expect(error.kind).toBe('invalidResponse');
    expect(error.title).toBe('Data Unexpected Error:');
    expect(error.message).toContain('getMemberData: memberData.surname');
  });

  it('a failed division-list load carries the server message, or the generic text without one', async () => {
    const withMessage = await failure(
      () => server.use(handlers.getDivisionList.serverError('Divisions are being imported.')),
      'getDivisionList',
    );
    expect(withMessage.message).toBe('Divisions are being imported.');
    const without = await failure(
      () => server.use(handlers.getDivisionList.serverError()),
      'getDivisionList',
    );
    expect(without.message).toBe('An error has occurred: Internal Server Error');
  });

  it('exports the texts exactly as the spec writes them', () => {
    expect(errorTexts.anErrorHasOccurred('x')).toBe('An error has occurred: x');
    expect(errorTexts.unexpectedError).toBe('Unexpected Error');
    expect(errorTexts.dataResponseErrorTitle('Bad Gateway', 502)).toBe(
      'Data Response Error: Bad Gateway (502)',
    );
    expect(errorTexts.unexpectedStatus(502)).toBe('An unexpected error (502) has occurred');
    expect(errorTexts.dataRequestError).toBe('Data Request Error');
    expect(errorTexts.dataUnexpectedError).toBe('Data Unexpected Error:');
  });
});

describe('client: transport', () => {
  it('POSTs JSON to the base URL with the bearer token and decodes the answer', async () => {
    const seen: { auth: string | null; type: string | null; body: unknown; url: string }[] = [];
    server.use(
      http.post(`${baseUrl}/api/report/statement`, async ({ request }) => {
        seen.push({
          auth: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
          body: await request.json(),
          url: request.url,
        });
        return HttpResponse.json({
          report: {
            fields: ['transDate', 'transDescription', 'pointsValue'],
            records: [['2026-11-21T14:03:00', 'Bonus', 10]],
          },
        });
      }),
    );
    const result = await createClient({ baseUrl: `${baseUrl}/`, getToken: () => 'session-1' }).call(
      'statement',
      {},
    );
    expect(seen).toEqual([
      {
        auth: 'Bearer session-1',
        type: 'application/json',
        body: {},
        url: `${baseUrl}/api/report/statement`,
      },
    ]);
    expect(result.ok && result.data.report[0]?.transDate).toEqual(
      new Date(Date.UTC(2026, 10, 21, 14, 3)),
    );
  });

  it('sends no Authorization header before login', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post(`${baseUrl}/api/site/getcontentdb`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ content: '<p>x</p>', title: 'Terms' });
      }),
    );
    await createClient({ baseUrl, getToken: () => null }).call('getContent', {
      contentKey: 'terms',
    });
    expect(auth).toBeNull();
  });

  it('uploads the profile picture as multipart with the field fileProfilePic', async () => {
    let received: { name: string; size: number; type: string } | undefined;
    server.use(
      http.post(`${baseUrl}/api/member/profilepicupload`, async ({ request }) => {
        const file = (await request.formData()).get('fileProfilePic');
        if (file instanceof File) received = { name: file.name, size: file.size, type: file.type };
        return HttpResponse.json({});
      }),
    );
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const result = await createClient({ baseUrl, getToken: () => 't' }).call('profilePicUpload', {
      fileProfilePic: picture,
    });
    expect(result.ok).toBe(true);
    expect(received).toEqual({ name: 'me.png', size: 4, type: 'image/png' });
  });

  it('sends an import as multipart: its fields, the CSV file and each image as its own part', async () => {
    let received: { fields: string[]; images: string[] } | undefined;
    server.use(
      http.post(`${baseUrl}/api/admin/import`, async ({ request }) => {
        const form = await request.formData();
        received = {
          fields: ['importer', 'mode', 'fileName'].map((k) => String(form.get(k))),
          images: form.getAll('images').map((f) => (f instanceof File ? f.name : '')),
        };
        return HttpResponse.json({ message: 'x' }, { status: 400 });
      }),
    );
    const result = await createClient({ baseUrl, getToken: () => 't' }).call('adminImport', {
      importer: 'products',
      mode: 'dryRun',
      file: new File(['clusterCode,code\n'], 'products.csv', { type: 'text/csv' }),
      fileName: 'products.csv',
      images: [new File(['a'], 'cat-bed.png'), new File(['b'], 'scratching-tower.png')],
    });
    expect(!result.ok && result.error.kind).toBe('formErrors');
    expect(received).toEqual({
      fields: ['products', 'dryRun', 'products.csv'],
      images: ['cat-bed.png', 'scratching-tower.png'],
    });
  });

  it('refuses to send a request that breaks the contract', async () => {
    const result = await createClient({ baseUrl }).call('login', {
      memberNumber: 'x'.repeat(51),
      password: 'p',
    });
    expect(!result.ok && result.error.kind).toBe('invalidRequest');
    expect(!result.ok && result.error.message).toContain('login: memberNumber');
  });

  it('builds profile picture addresses', () => {
    expect(profilePicUrl('https://portal.example/', 'pic 1')).toBe(
      'https://portal.example/profilepic/pic%201',
    );
  });
});
