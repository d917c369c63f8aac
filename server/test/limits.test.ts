import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  apiAccess,
  apiAccessOf,
  errorMessages,
  isPublicCall,
  mayCall,
  messageLimitMessages,
} from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { jsonDepth } from '../src/http/jsonDepth.ts';
import { tablesChecksum } from './checksums.ts';
import { demo, login, testDatabases, useTestServer } from './harness.ts';

/**
 * The server's limits (OWASP ASVS V1/V2, V4): body size, JSON depth, how long a slow or idle client may
 * hold a connection, and the message rate limit on every call that sends an SMS or email.
 */

describe('jsonDepth', () => {
  it('counts nesting outside strings and stops past the limit', () => {
    expect(jsonDepth('1', 5)).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}', 5)).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"[[["}', 5)).toBe(1);
    expect(jsonDepth('['.repeat(1_000_000), 5)).toBe(6);
  });
});

/** Opens a raw connection; resolves with what the server sent and when it closed the connection. */
function rawClient(port: number): {
  socket: Socket;
  closed: Promise<{ afterMs: number; idleMs: number; received: string }>;
} {
  const started = Date.now();
  let lastData = started;
  const socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    lastData = Date.now();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; idleMs: number; received: string }>((resolve) => {
    socket.on('close', () =>
      resolve({ afterMs: Date.now() - started, idleMs: Date.now() - lastData, received }),
    );
  });
  return { socket, closed };
}

/** Writes the text one byte at a time, `everyMs` apart, until it is all sent or the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text.charAt(i));
    i += 1;
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe.each(testDatabases)('limits on %s', (kind) => {
  const server = useTestServer(kind, {
    messageRateLimit: { perMember: 2, perAddress: 2 },
    http: {
      headersTimeoutMs: 600,
      requestTimeoutMs: 1_200,
      keepAliveTimeoutMs: 400,
      idleTimeoutMs: 5_000,
      checkIntervalMs: 100,
    },
  });

  it('refuses a body over the limit with 413 and JSON nested too deep with 400, in words', async () => {
    const send = (payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/site/getcontentdb',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const big = await send(
      `{"contentKey":"${'x'.repeat(server.app.settings.http.bodyLimitBytes)}"}`,
    );
    expect({ status: big.statusCode, body: big.json() }).toEqual({
      status: 413,
      body: { message: errorMessages.tooLarge },
    });
    const max = server.app.settings.http.maxJsonDepth;
    for (const deep of [
      `{"contentKey":${'['.repeat(max)}${']'.repeat(max)}}`,
      `{"contentKey":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`,
      `{"__proto__":1,"contentKey":${'{"constructor":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
      '['.repeat(500_000),
    ]) {
      const r = await send(deep);
      expect({ status: r.statusCode, body: r.json() }, deep.slice(0, 40)).toEqual({
        status: 400,
        body: { message: errorMessages.nestedTooDeeply },
      });
    }
    // Brackets inside strings are text, and nesting up to the limit is read as usual.
    const fine = await send(`{"contentKey":"terms${'['.repeat(100)}"}`);
    expect(fine.statusCode).toBe(404);
    const nested = await send(
      `{"contentKey":"terms","isCache":${'['.repeat(max - 1)}${']'.repeat(max - 1)}}`,
    );
    expect(nested.statusCode).toBe(400);
    expect((nested.json() as { message: string }).message).not.toBe(errorMessages.nestedTooDeeply);
    const ok = await send('{"contentKey":"terms"}');
    expect(ok.statusCode).toBe(200);
  });

  it('cuts off a client that trickles its headers or its body, and closes idle connections', async () => {
    const app = await server.rebuild({});
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, checkIntervalMs } =
      app.settings.http;
    const slack = 600;

    // Slow loris: a header byte every 50 ms, forever.
    const loris = rawClient(port);
    trickle(
      loris.socket,
      `POST /api/site/advertdata HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(10_000)}`,
      50,
    );
    // A body trickled after whole headers.
    const slowBody = rawClient(port);
    slowBody.socket.write(
      'POST /api/site/getcontentdb HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
    );
    trickle(slowBody.socket, `{"contentKey":"${'x'.repeat(4980)}"}`, 50);
    // Connected, and silent.
    const silent = rawClient(port);
    // One request answered, then an idle keep-alive connection.
    const idle = rawClient(port);
    idle.socket.write(
      'POST /api/site/advertdata HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );

    // Meanwhile the server answers everyone else.
    const meanwhile = await fetch(`http://127.0.0.1:${port}/api/site/advertdata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(meanwhile.status).toBe(200);

    const [l, b, s, i] = await Promise.all([
      loris.closed,
      slowBody.closed,
      silent.closed,
      idle.closed,
    ]);
    console.log(
      `cut off after: slow headers ${l.afterMs} ms, slow body ${b.afterMs} ms, silent ${s.afterMs} ms, idle keep-alive ${i.idleMs} ms after its answer`,
    );
    expect(l.afterMs).toBeLessThan(headersTimeoutMs + checkIntervalMs + slack);
    expect(l.received).not.toContain('200 OK');
    expect(b.afterMs).toBeLessThan(requestTimeoutMs + checkIntervalMs + slack);
    expect(b.received).not.toContain('200 OK');
    expect(s.afterMs).toBeLessThan(headersTimeoutMs + checkIntervalMs + slack);
    expect(i.received).toContain('200 OK');
    // Counted from the answer: the connection then sat idle. Node waits a second past the keep-alive
    // time it announces, so a client reusing the connection at the last moment does not race the close.
    expect(i.idleMs).toBeLessThan(keepAliveTimeoutMs + 1_000 + slack);
  });

  it('refuses a multipart body its parser cannot read with 400, on both uploads', async () => {
    const member = await login(server.app, demo.member);
    const admin = await login(server.app, demo.admin);
    for (const [url, token] of [
      ['/api/member/profilepicupload', member],
      ['/api/admin/import', admin],
    ] as const)
      for (const [contentType, payload] of [
        ['multipart/form-data', '{}'],
        [
          'multipart/form-data; boundary=xyz',
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
        ],
        ['multipart/form-data; boundary=xyz', '--xyz\r\nbroken header\r\n\r\nabc\r\n--xyz--\r\n'],
      ]) {
        const r = await server.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        });
        expect({ url, status: r.statusCode, body: r.json() }).toMatchObject({
          url,
          status: 400,
          body: { message: expect.any(String) },
        });
      }
  });

  it('rate-limits every call that sends an SMS or email, for visitors and members alike', async () => {
    const sending = Object.keys(apiAccess).filter((path) => apiAccessOf(path)?.sendsMessages);
    expect(sending.length).toBeGreaterThanOrEqual(9);
    const token = await login(server.app, demo.member);
    // The administrator makes the calls a member may not (a member is refused those before any budget).
    const adminToken = await login(server.app, demo.admin);
    const member = { isManager: false, isAdminReports: false };
    const contact = {
      ContactName: 'Ayanda',
      EmailAddress: 'ayanda@example.com',
      Message: 'Hello',
      AcceptTerms: true,
    };
    // Both budgets (2 per window here) spent on Contact Us.
    for (const authorization of [undefined, `Bearer ${token}`, `Bearer ${adminToken}`])
      for (let n = 0; n < 2; n += 1) {
        const r = await server.app.inject({
          method: 'POST',
          url: '/api/site/contactussend',
          payload: contact,
          headers: authorization ? { authorization } : {},
        });
        expect(r.statusCode, r.body).toBe(200);
      }
    const before = await tablesChecksum(server.db);
    const unlimited: string[] = [];
    for (const path of sending) {
      const signedIn = `Bearer ${mayCall(path, member) ? token : adminToken}`;
      for (const authorization of isPublicCall(path) ? [undefined, signedIn] : [signedIn]) {
        const r = await server.app.inject({
          method: 'POST',
          url: path,
          payload: {},
          headers: authorization ? { authorization } : {},
        });
        const message = (r.json() as { message?: string }).message ?? '';
        if (r.statusCode !== 429 || !/^You have sent a lot of messages/.test(message))
          unlimited.push(`${path} ${authorization ? 'member' : 'visitor'}: ${r.statusCode}`);
        else expect(message).toBe(messageLimitMessages.tooMany(15));
      }
    }
    expect(unlimited).toEqual([]);
    expect(await tablesChecksum(server.db)).toEqual(before);
  });
});
