import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { outbox } from '../db/schema.ts';
import { escapeHtml } from '../http/html.ts';

export interface OutboxEntry {
  channel: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** A peer on this machine (IPv4 or IPv6 loopback, or IPv4 loopback mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return (
    address !== undefined &&
    (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address))
  );
}

/** Outside production: what the outbox holds, newest first, so a new user can read their one-time pin. */
export function devRoutes(app: FastifyInstance, context: ServerContext): void {
  const recent = async (): Promise<OutboxEntry[]> => {
    const rows = await context.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
    return rows.map((r) => ({
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    }));
  };

  app.get('/dev/outbox.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await recent()),
  );

  app.get('/dev/outbox', async (_request, reply) => {
    const rows = (await recent())
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(context.settings.programmeName)} dev outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Dev outbox</h1><p>Messages the server has queued (SMS and email), newest first. This page does not exist in production.</p>
<table><thead><tr><th>Created (UTC)</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead><tbody>
${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}
</tbody></table></body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
