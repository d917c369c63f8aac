import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushMessages } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../src/db/schema.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import type { Transports } from '../src/outbox/transports.ts';
import { isOwnNetworkAddress, isPushServiceAddress } from '../src/push/addresses.ts';
import { pushTransport } from '../src/push/transport.ts';
import { defaultPushServiceHosts } from '../src/settings.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  resetDatabase,
  testDatabases,
  useTestServer,
} from './harness.ts';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@plaudit.example' };
const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** Decrypts an aes128gcm body (RFC 8188, with RFC 8291's keys) as the browser would. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any padding zeros.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<JWT>, k=<key>`: the key is ours, the JWT is ES256-signed by it for this origin. */
function checkVapid(headers: IncomingHttpHeaders, origin: string): void {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [jwt, key] = [match[1], match[2]];
  if (key !== vapid.publicKey) throw new Error('another key');
  const [head, claims, signature] = jwt.split('.');
  if (!head || !claims || !signature) throw new Error('not a JWT');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('bad signature');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
  if (body.aud !== origin || body.sub !== vapid.subject) throw new Error('wrong claims');
  if (typeof body.exp !== 'number' || body.exp * 1000 < Date.now()) throw new Error('expired');
}

interface Received {
  path: string;
  payload: { title: string; body: string; url: string; tag: string };
}

/** A push service on 127.0.0.1: checks each push and answers `status` (201 unless a test changes it). */
class LocalPushService {
  readonly received: Received[] = [];
  readonly refused: string[] = [];
  status = 201;
  readonly browsers = new Map<string, ReturnType<typeof browserKeys>>();
  #server: Server | undefined;
  origin = '';

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`content-encoding ${request.headers['content-encoding']}`);
          if (!request.headers.ttl) throw new Error('no TTL');
          checkVapid(request.headers, this.origin);
          const keys = this.browsers.get(request.url ?? '');
          if (!keys) throw new Error(`unknown subscription ${request.url}`);
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), keys)) as Received['payload'];
          this.received.push({ path: request.url ?? '', payload });
          response.statusCode = this.status;
        } catch (error) {
          this.refused.push((error as Error).message);
          response.statusCode = 400;
        }
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.#server?.address() as AddressInfo).port}`;
  }

  /** A new browser's subscription JSON, as PushSubscription.toJSON() gives it. */
  subscription(name: string) {
    const keys = browserKeys();
    this.browsers.set(`/push/${name}`, keys);
    return {
      endpoint: `${this.origin}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: b64url(keys.ecdh.getPublicKey()), auth: b64url(keys.auth) },
    };
  }

  reset(): void {
    this.received.length = 0;
    this.refused.length = 0;
    this.status = 201;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

describe('push service addresses', () => {
  const publicDns = async () => ['142.250.180.10', '2a00:1450:4001:82b::200a'];
  it('takes the usual services’ hosts that resolve to public addresses', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ])
      expect(await isPushServiceAddress(endpoint, defaultPushServiceHosts, publicDns)).toBe(true);
  });

  it('refuses other hosts, plain http, ports, IP addresses and names resolving to the server’s own networks', async () => {
    const refused = [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user@fcm.googleapis.com/x',
    ];
    for (const endpoint of refused)
      expect(
        await isPushServiceAddress(endpoint, defaultPushServiceHosts, publicDns),
        endpoint,
      ).toBe(false);
    for (const inside of [
      ['127.0.0.1'],
      ['10.1.2.3'],
      ['169.254.169.254'],
      ['::1'],
      ['fd00::1'],
      ['fe80::1'],
      ['::ffff:192.168.1.1'],
      ['::ffff:a00:1'],
      ['142.250.180.10', '192.168.0.9'],
    ])
      expect(
        await isPushServiceAddress(
          'https://fcm.googleapis.com/x',
          defaultPushServiceHosts,
          async () => inside,
        ),
        inside.join(),
      ).toBe(false);
    const unresolved = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(
      await isPushServiceAddress(
        'https://fcm.googleapis.com/x',
        defaultPushServiceHosts,
        unresolved,
      ),
    ).toBe(false);
  });

  it('knows the server’s own networks in IPv4 and IPv6', () => {
    for (const own of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '::1',
      '::',
      'fc00::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
    ])
      expect(isOwnNetworkAddress(own), own).toBe(true);
    for (const outside of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isOwnNetworkAddress(outside), outside).toBe(false);
  });
});

describe.each(testDatabases)('push notifications on %s', (kind) => {
  const server = useTestServer(kind, {
    push: { publicKey: vapid.publicKey, serviceHosts: defaultPushServiceHosts },
  });
  const service = new LocalPushService();
  // The first reset of a fresh copy is the slow one: done here, within this hook's longer time.
  beforeAll(async () => {
    await resetDatabase(server.db);
    await service.start();
  }, 60_000);
  afterAll(async () => service.stop());
  beforeEach(() => service.reset());

  const transports = (): Transports => {
    const none = async () => undefined;
    return {
      sms: none,
      email: none,
      push: pushTransport(server.db, vapid, {
        production: false,
        serviceHosts: defaultPushServiceHosts,
      }),
    };
  };
  const subscriptionsOf = async (memberId: number) =>
    server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));

  /** A Shout Out from the manager to the demo member, by SMS. */
  const shoutOut = async (to: number) => {
    const token = await login(server.app, demo.manager);
    const given = await post(
      server.app,
      '/api/reward/doreward',
      {
        what: 'thankyou',
        reason: 'Thank You!',
        points: 0,
        message: 'Thanks for the cover on Saturday!',
        sendBy: 'sms',
        recipients: [String(to)],
      },
      { token },
    );
    expect(given.statusCode, given.body).toBe(200);
  };

  it('pushkey answers the VAPID public key; without keys it says push is not set up', async () => {
    const token = await login(server.app, demo.member);
    const key = await post(server.app, '/api/member/pushkey', {}, { token });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });
    const bare = await server.rebuild({ push: { publicKey: undefined } });
    const refused = await post(
      bare,
      '/api/member/pushkey',
      {},
      { token: await login(bare, demo.member) },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(pushMessages.notSetUp);
  });

  it('a recognition is pushed to each subscribed browser, encrypted (aes128gcm) and signed (VAPID), beside the SMS', async () => {
    const token = await login(server.app, demo.member);
    const memberId = await memberIdOf(server, demo.member);
    for (const name of ['phone', 'tablet']) {
      const r = await post(
        server.app,
        '/api/member/pushsubscribe',
        { subscription: service.subscription(name) },
        { token },
      );
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe(pushMessages.subscribed);
    }
    // The same browser again replaces its row.
    await post(
      server.app,
      '/api/member/pushsubscribe',
      { subscription: service.subscription('phone') },
      { token },
    );
    expect(await subscriptionsOf(memberId)).toHaveLength(2);

    await shoutOut(memberId);
    const queued = await server.db.select().from(outbox).where(eq(outbox.kind, 'award'));
    expect(queued.map((m) => m.channel).sort()).toEqual(['push', 'push', 'sms']);

    await dispatchPending(server.db, transports(), server.clock.now);
    expect(service.refused).toEqual([]);
    expect(service.received.map((r) => r.path).sort()).toEqual(['/push/phone', '/push/tablet']);
    const [first] = service.received;
    expect(first?.payload.title).toBe(server.app.settings.programmeName);
    expect(first?.payload.body).toMatch(/recognised you for Thank You!/);
    expect(first?.payload.url).toBe('/recentrecognition');
    const left = await server.db.select().from(outbox).where(eq(outbox.kind, 'award'));
    expect(left.every((m) => m.sentAt !== null)).toBe(true);
  });

  it('a push service’s 410 drops the subscription (once); a 500 is retried later and keeps it', async () => {
    const token = await login(server.app, demo.member);
    const memberId = await memberIdOf(server, demo.member);
    await post(
      server.app,
      '/api/member/pushsubscribe',
      { subscription: service.subscription('old') },
      { token },
    );

    service.status = 500;
    await shoutOut(memberId);
    await dispatchPending(server.db, transports(), server.clock.now);
    const [failed] = await server.db.select().from(outbox).where(eq(outbox.channel, 'push'));
    expect(failed?.sentAt).toBeNull();
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/500/);
    expect(await subscriptionsOf(memberId)).toHaveLength(1);

    service.status = 410;
    server.clock.advance(10 * 60_000);
    await dispatchPending(server.db, transports(), server.clock.now);
    expect(await subscriptionsOf(memberId)).toHaveLength(0);
    const [done] = await server.db.select().from(outbox).where(eq(outbox.channel, 'push'));
    expect(done?.sentAt).not.toBeNull();
    // Nothing more is queued for that browser.
    const before = service.received.length;
    await shoutOut(memberId);
    const pushes = await server.db.select().from(outbox).where(eq(outbox.channel, 'push'));
    expect(pushes).toHaveLength(1);
    await dispatchPending(server.db, transports(), server.clock.now);
    expect(service.received).toHaveLength(before);
  });

  it('pushunsubscribe forgets only the caller’s browser', async () => {
    const token = await login(server.app, demo.member);
    const memberId = await memberIdOf(server, demo.member);
    const phone = service.subscription('phone');
    await post(server.app, '/api/member/pushsubscribe', { subscription: phone }, { token });
    const other = await login(server.app, demo.admin);
    const r1 = await post(
      server.app,
      '/api/member/pushunsubscribe',
      { endpoint: phone.endpoint },
      { token: other },
    );
    expect(r1.statusCode).toBe(200);
    expect(await subscriptionsOf(memberId)).toHaveLength(1);
    const r2 = await post(
      server.app,
      '/api/member/pushunsubscribe',
      { endpoint: phone.endpoint },
      { token },
    );
    expect(r2.json().message).toBe(pushMessages.unsubscribed);
    expect(await subscriptionsOf(memberId)).toHaveLength(0);
  });

  it('refuses invalid subscriptions and keeps nothing', async () => {
    const token = await login(server.app, demo.member);
    const good = service.subscription('phone');
    const bad: unknown[] = [
      {},
      { subscription: null },
      { subscription: { ...good, endpoint: 'not a url' } },
      { subscription: { ...good, endpoint: 'ftp://push.example/x' } },
      { subscription: { ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}` } },
      { subscription: { ...good, keys: { p256dh: good.keys.p256dh } } },
      { subscription: { ...good, keys: { ...good.keys, auth: 'short' } } },
      {
        subscription: { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(1)}=` } },
      },
      { subscription: { ...good, keys: { ...good.keys, extra: 'x' } } },
      { subscription: { ...good, extra: true } },
      { subscription: good, more: 1 },
    ];
    for (const body of bad) {
      const r = await post(server.app, '/api/member/pushsubscribe', body, { token });
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await server.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('in production a subscription to 127.0.0.1 (or any own-network address) is refused', async () => {
    const production = await server.rebuild(
      {
        push: {
          publicKey: vapid.publicKey,
          serviceHosts: [...defaultPushServiceHosts, 'localhost'],
        },
      },
      true,
    );
    const token = await login(production, demo.member);
    for (const endpoint of [
      'https://127.0.0.1/push/x',
      service.subscription('phone').endpoint,
      'https://localhost/push/x',
      'https://[::ffff:7f00:1]/push/x',
    ]) {
      const r = await post(
        production,
        '/api/member/pushsubscribe',
        { subscription: { ...service.subscription('phone'), endpoint } },
        { token },
      );
      expect(r.statusCode, endpoint).toBe(400);
      expect(r.json().message).toBe(pushMessages.serviceRefused);
    }
    expect(await server.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});
