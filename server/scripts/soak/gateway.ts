import { createServer, type Server } from 'node:http';

/**
 * An SMS gateway for the soak run: the servers' webhook transport POSTs each SMS here with its outbox
 * Idempotency-Key. It answers 200 (the transport reports success) and counts every delivery per key, so
 * the run can tell a message sent at least once from one sent twice.
 */
export interface SmsGateway {
  readonly url: string;
  /** Deliveries per Idempotency-Key ('plaudit-outbox-{id}'). */
  readonly byKey: ReadonlyMap<string, number>;
  /** Every SMS, in arrival order. */
  readonly messages: readonly { to: string; body: string; key: string | undefined }[];
  /** The newest SMS to a number whose body matches, if any. */
  latest(to: string, pattern: RegExp): string | undefined;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const byKey = new Map<string, number>();
  const messages: { to: string; body: string; key: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      const keyText = typeof key === 'string' ? key : undefined;
      try {
        const parsed = JSON.parse(text) as { to?: unknown; body?: unknown };
        messages.push({ to: String(parsed.to), body: String(parsed.body), key: keyText });
        if (keyText) byKey.set(keyText, (byKey.get(keyText) ?? 0) + 1);
        res.writeHead(200).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    byKey,
    messages,
    latest: (to, pattern) => messages.findLast((m) => m.to === to && pattern.test(m.body))?.body,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The outbox id a gateway key names. */
export const outboxIdOfKey = (key: string): number | undefined => {
  const match = /^plaudit-outbox-(\d+)$/.exec(key);
  return match?.[1] ? Number(match[1]) : undefined;
};
