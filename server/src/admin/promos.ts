import {
  checkPromoCode,
  formatMoney,
  importMessages,
  operationsMessages,
  promoStateOf,
  type PromoCodeInput,
  type PromoState,
  storedIntegerMax,
} from '@plaudit/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { audit, type Actor } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import { clusters, promoCodes } from '../db/schema.ts';
import { fieldRefusal, notFound } from '../refusals.ts';
import { programmeTimeZone } from '../settings.ts';
import { currencyInfoOf } from '../shop/catalogue.ts';

/**
 * Promo codes as operators run them: the list with uses and limits, a new code checked by the very rules
 * the CSV import applies (checkPromoCode), and ending a code early. Every change writes its audit row in
 * the change's transaction.
 */

export interface PromoListed {
  promoId: number;
  code: string;
  /** '' for every cluster. */
  cluster: string;
  kind: 'percent' | 'fixed';
  amount: number;
  /** '10%' or the amount in its cluster's currency ('R50.00'). */
  amountDesc: string;
  validFrom: Date;
  validTo: Date;
  usedCount: number;
  totalLimit: number | null;
  perMemberLimit: number | null;
  state: PromoState;
}

/** Every promo code, the newest validity first. */
export async function listPromos(db: Db | Tx, now: Date): Promise<PromoListed[]> {
  const rows = await db
    .select({ promo: promoCodes, cluster: clusters })
    .from(promoCodes)
    .leftJoin(clusters, eq(clusters.id, promoCodes.clusterId))
    .orderBy(sql`${promoCodes.validTo} desc`, asc(promoCodes.code));
  return rows.map(({ promo, cluster }) => ({
    promoId: promo.id,
    code: promo.code,
    cluster: cluster?.code ?? '',
    kind: promo.kind,
    amount: promo.amount,
    amountDesc:
      promo.kind === 'percent'
        ? `${promo.amount}%`
        : cluster
          ? formatMoney(promo.amount, currencyInfoOf(cluster))
          : String(promo.amount),
    validFrom: promo.validFrom,
    validTo: promo.validTo,
    usedCount: promo.usedCount,
    totalLimit: promo.totalLimit,
    perMemberLimit: promo.perMemberLimit,
    state: promoStateOf(promo, now),
  }));
}

const auditValue = (p: typeof promoCodes.$inferSelect) => ({
  code: p.code,
  kind: p.kind,
  amount: p.amount,
  clusterId: p.clusterId,
  validFrom: p.validFrom.toISOString(),
  validTo: p.validTo.toISOString(),
  totalLimit: p.totalLimit,
  perMemberLimit: p.perMemberLimit,
  usedCount: p.usedCount,
});

/** A new promo code, by the import's rules; refused when the code exists (the import would update it). */
export async function createPromoIn(
  tx: Tx,
  input: PromoCodeInput,
  reason: string,
  now: Date,
  actor: Actor,
): Promise<typeof promoCodes.$inferSelect> {
  const known = await tx
    .select({ id: clusters.id, code: clusters.code, decimals: clusters.currencyDecimalPlaces })
    .from(clusters);
  const checked = checkPromoCode(
    input,
    (code) => known.find((c) => c.code === code)?.decimals,
    programmeTimeZone,
  );
  if (!checked.ok) throw fieldRefusal(checked.field, checked.message);
  // The import's cap: an amount its integer column cannot hold is refused, not a database error.
  if (checked.value.amount > storedIntegerMax)
    throw fieldRefusal('amount', importMessages.amountTooLarge('amount', input.amount));
  const { clusterCode, ...value } = checked.value;
  const [created] = await tx
    .insert(promoCodes)
    .values({
      ...value,
      clusterId:
        clusterCode === null ? null : (known.find((c) => c.code === clusterCode)?.id ?? null),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw fieldRefusal('code', operationsMessages.promoExists(value.code));
  await audit(tx, {
    at: now,
    actor,
    action: 'promo.create',
    targetMemberId: null,
    before: null,
    after: auditValue(created),
    reason,
  });
  return created;
}

/**
 * Ends a promo code now: its validity closes at this instant, so checkout refuses it as expired from
 * here on (orders placed with it stand). Refused for a code that has ended already.
 */
export async function endPromoIn(
  tx: Tx,
  promoId: number,
  reason: string,
  now: Date,
  actor: Actor,
): Promise<typeof promoCodes.$inferSelect> {
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.id, promoId))
    .for('update')
    .limit(1);
  if (!promo) throw notFound(operationsMessages.promoNotFound);
  if (now > promo.validTo)
    throw fieldRefusal('promoId', operationsMessages.promoAlreadyEnded(promo.code));
  // Checkout takes a code while now <= validTo: a second before now it no longer does.
  const endAt = new Date(Math.max(now.getTime() - 1000, promo.validFrom.getTime() - 1000));
  const [ended] = await tx
    .update(promoCodes)
    .set({ validTo: endAt })
    .where(eq(promoCodes.id, promoId))
    .returning();
  if (!ended) throw new Error('The promo code is gone.');
  await audit(tx, {
    at: now,
    actor,
    action: 'promo.end',
    targetMemberId: null,
    before: auditValue(promo),
    after: auditValue(ended),
    reason,
  });
  return ended;
}
