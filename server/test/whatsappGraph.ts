import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local stand-in of the Graph API's messages endpoint on 127.0.0.1: it records each request and answers
 * with a new message id ('wamid.test-1', …), or with what `answer` says (a refusal).
 */
export async function graphStandIn(): Promise<{
  url: string;
  requests: GraphRequest[];
  refuse: (status: number, code: number) => void;
  close: () => Promise<void>;
}> {
  const requests: GraphRequest[] = [];
  let refusal: { status: number; code: number } | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      response.setHeader('content-type', 'application/json');
      if (refusal) {
        response.statusCode = refusal.status;
        response.end(
          JSON.stringify({ error: { message: 'Recipient not on WhatsApp', code: refusal.code } }),
        );
        return;
      }
      response.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: 'x', wa_id: 'x' }],
          messages: [{ id: `wamid.test-${requests.length}` }],
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    refuse: (status, code) => {
      refusal = { status, code };
    },
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}
