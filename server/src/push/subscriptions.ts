import { pushMessages } from '@plaudit/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import type { ServerContext } from '../context.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { Refusal, invalid } from '../refusals.ts';
import { isPushServiceAddress, type Resolve } from './addresses.ts';

/** The most browsers one member keeps subscribed: a new one beyond it replaces their oldest. */
export const pushSubscriptionsPerMember = 10;

const notSetUp = () => new Refusal('invalid', pushMessages.notSetUp);

/** pushkey: the VAPID public key, for pushManager.subscribe's applicationServerKey. */
export async function pushKey(context: ServerContext): Promise<ResponseValue<'pushKey'>> {
  const { publicKey } = context.settings.push;
  if (!publicKey) throw notSetUp();
  return { publicKey };
}

/**
 * pushsubscribe: keeps this browser's subscription for the member. The same address again (the browser
 * renewed its keys, or another member signed in on the same phone) replaces the row it had. In production
 * the address must be a known push service's that is not on the server's own networks; nothing is kept
 * otherwise.
 */
export async function pushSubscribe(
  context: ServerContext,
  memberId: number,
  { subscription }: RequestBody<'pushSubscribe'>,
  resolve?: Resolve,
): Promise<ResponseValue<'pushSubscribe'>> {
  const { settings, db } = context;
  if (!settings.push.publicKey) throw notSetUp();
  if (
    settings.production &&
    !(await isPushServiceAddress(subscription.endpoint, settings.push.serviceHosts, resolve))
  )
    throw invalid(pushMessages.serviceRefused);
  const now = context.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        memberId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          memberId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          createdAt: now,
        },
      });
    // Beyond the most kept, the member's oldest go.
    await tx.execute(sql`delete from ${pushSubscriptions} where member_id = ${memberId}
      and id not in (select id from ${pushSubscriptions} where member_id = ${memberId}
                     order by created_at desc, id desc limit ${pushSubscriptionsPerMember})`);
  });
  return { message: pushMessages.subscribed };
}

/** pushunsubscribe: forgets the member's subscription at this address (one not kept is no error). */
export async function pushUnsubscribe(
  context: ServerContext,
  memberId: number,
  { endpoint }: RequestBody<'pushUnsubscribe'>,
): Promise<ResponseValue<'pushUnsubscribe'>> {
  await context.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
  return { message: pushMessages.unsubscribed };
}
