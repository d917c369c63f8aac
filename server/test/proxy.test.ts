import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PlauditApp } from '../src/app.ts';
import { parseTrustProxy, trustProxyRefusal, type TrustProxy } from '../src/http/trustProxy.ts';
import { demo, testDatabases, useTestServer } from './harness.ts';

/**
 * With TRUST_PROXY=true, sixty wrong logins each with a forged
 * `X-Forwarded-For: 198.51.100.N, 127.0.0.1` were never limited, nor was Contact Us. TRUST_PROXY is a hop
 * count or the proxies' addresses, and `true` stops the server at start-up.
 */

describe('parseTrustProxy', () => {
  it('takes nothing, a hop count, or addresses and CIDR ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true and anything it cannot read, saying what to set', () => {
    for (const value of [
      'true',
      'TRUE',
      'yes',
      '*',
      '-1',
      '1.5',
      '999',
      '10.0.0.5,',
      '10.0.0.256',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/x',
      'proxy.internal',
    ]) {
      expect(() => parseTrustProxy(value), value).toThrow(trustProxyRefusal(value));
    }
    expect(trustProxyRefusal('true')).toMatch(
      /TRUST_PROXY=1 .*TRUST_PROXY=10\.0\.0\.5,10\.1\.0\.0\/16/,
    );
  });

  it('stops the server at start-up for TRUST_PROXY=true, before it opens a database', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@plaudit/source', main],
      {
        env: { ...process.env, TRUST_PROXY: 'true', PORT: '0', DATA_DIR: '/nonexistent/plaudit' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(trustProxyRefusal('true'));
  }, 30_000);
});

async function listening(app: PlauditApp): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const send = (base: string, path: string, body: unknown, forwardedFor: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });

describe.each(testDatabases)('forged X-Forwarded-For through a listening server on %s', (kind) => {
  const server = useTestServer(kind);

  it.each<[string, TrustProxy, (n: number) => string]>([
    ['one hop', 1, (n) => `198.51.100.${n}, 127.0.0.1`],
    ['the proxy by range', ['127.0.0.0/8'], (n) => `198.51.100.${n}, 203.0.113.9`],
  ])(
    'limits sixty wrong logins and Contact Us whatever the forged entries say (%s)',
    async (_, trustProxy, forged) => {
      const app = await server.rebuild({ trustProxy });
      const base = await listening(app);
      const logins: number[] = [];
      let retryAfter: string | null = null;
      for (let n = 1; n <= 60; n += 1) {
        const r = await send(
          base,
          '/api/member/login',
          { memberNumber: demo.member, password: `Wrong${n}pass` },
          forged(n),
        );
        logins.push(r.status);
        if (r.status === 429) retryAfter ??= r.headers.get('retry-after');
      }
      const limits = app.settings.loginRateLimit;
      expect(logins.filter((s) => s === 400)).toHaveLength(limits.perNumberAndAddress);
      expect(logins.filter((s) => s === 429)).toHaveLength(60 - limits.perNumberAndAddress);
      expect(Number(retryAfter)).toBeGreaterThan(0);

      const contact: number[] = [];
      for (let n = 1; n <= 60; n += 1) {
        const r = await send(
          base,
          '/api/site/contactussend',
          {
            ContactName: 'Visitor',
            EmailAddress: 'visitor@example.com',
            Message: `Hello ${n}`,
            AcceptTerms: true,
          },
          forged(n),
        );
        contact.push(r.status);
      }
      const budget = app.settings.messageRateLimit.perAddress;
      expect(contact.filter((s) => s === 200)).toHaveLength(budget);
      expect(contact.filter((s) => s === 429)).toHaveLength(60 - budget);
    },
    60_000,
  );
});
