import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { dispatchPending } from '../../src/outbox/dispatcher.ts';
import { consoleTransport } from '../../src/outbox/transports.ts';
import { timedRequest } from './load.ts';
import { loginAs } from './measure.ts';

/**
 * sendtoall to every store by SMS on PostgreSQL, once the 100,000 generated members are registered (half of
 * them with an email): the time the call takes to queue every message (one INSERT … SELECT in one
 * transaction; target under 2 s), timed from the load process, then the dispatcher draining that outbox
 * in batches with the console transport (its log thrown away, so the figure is the outbox's own cost), and
 * the same by email. Returns the lines printed with the targets.
 */
export async function benchSendToAll(
  label: string,
  database: Database,
  url: string,
): Promise<string[]> {
  const { db } = database;
  await db.execute(sql`
    update members set registered_at = now(),
      email = case when id % 2 = 0 then 'bench' || id || '@example.com' else '' end
    where cell_e164 like '+2783%'`);
  await db.execute(sql`update outbox set sent_at = now() where sent_at is null`);
  await db.execute(sql`vacuum analyze members, outbox`);
  const token = await loginAs(url, '0820000001');
  const send = async (sendBy: 'sms' | 'email') => {
    const answer = await timedRequest({
      kind: 'request',
      url: `${url}/api/reward/sendtoall`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        isAllShops: true,
        message: 'Stocktake on Friday: please be in by 7.',
        sendBy,
        recipients: [],
      }),
    });
    if (answer.status !== 200)
      throw new Error(`sendtoall answered ${answer.status}: ${answer.text}`);
    const { sentCount } = JSON.parse(answer.text) as { sentCount: number };
    return { ms: answer.ms, sentCount };
  };
  const drain = async () => {
    let delivered = 0;
    const transport = consoleTransport(() => {
      delivered += 1;
    });
    const started = performance.now();
    await dispatchPending(db, { sms: transport, email: transport }, () => new Date());
    const ms = performance.now() - started;
    return { ms, delivered };
  };
  const figures: string[] = [];
  for (const sendBy of ['sms', 'email'] as const) {
    const queued = await send(sendBy);
    const drained = await drain();
    const line = `${label} sendtoall all stores by ${sendBy}: ${queued.sentCount} messages queued in ${(queued.ms / 1000).toFixed(2)} s (target < 2 s: ${queued.ms < 2000 ? 'met' : 'NOT met'}); dispatcher drained ${drained.delivered} in ${(drained.ms / 1000).toFixed(1)} s = ${Math.round(drained.delivered / (drained.ms / 1000))} messages/s (batches of 500, console transport)`;
    console.log(line);
    figures.push(line);
  }
  return figures;
}
