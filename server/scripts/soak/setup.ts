import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { SessionStore } from '../../src/accounts/sessions.ts';
import type { Database } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { clusters, divisions, members, products, promoCodes } from '../../src/db/schema.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { postTransfers, type TransferInput } from '../../src/ledger/ledger.ts';
import type { PasswordCost } from '../../src/security/passwords.ts';
import { resolveSettings } from '../../src/settings.ts';

/** Cheap scrypt: the soak's members sign in now and then (the format and code path are the real ones). */
export const soakPasswordCost: PasswordCost = { logN: 10, r: 8, p: 1 };

/** A promo code with tight use limits, which the load keeps trying (its limits must hold). */
export const limitedPromo = { code: 'SOAK5', totalLimit: 5, perMemberLimit: 1 } as const;

export interface SoakMember {
  id: number;
  token: string;
  isManager: boolean;
  cellNational: string;
  cellE164: string;
  clusterId: number;
  divisionCode: string;
}

export interface SoakProduct {
  id: number;
  clusterId: number;
}

/** The demo programme as the load sees it: members with sessions, products, divisions. */
export interface SoakWorld {
  members: SoakMember[];
  products: SoakProduct[];
  divisionCodes: string[];
}

/** A new, empty PostgreSQL database next to the one `adminUrl` names; `drop` removes it. */
export async function createDatabase(
  adminUrl: string,
  prefix = 'plaudit_soak',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface PrepareOptions {
  /** Points added (through the ledger) to every manager's budget. @default 3000 */
  budget?: number;
  /** Points added to every member's redeemable balance. @default 4000 */
  redeemable?: number;
}

/**
 * Migrates and seeds the demo programme into `url`, tops up budgets and balances through the ledger (so
 * awards and orders mostly succeed, and some are refused for want of points), adds the tightly limited
 * promo code, and opens a session for every registered member.
 */
export async function prepareSoak(
  database: Database,
  options: PrepareOptions = {},
): Promise<SoakWorld> {
  const now = new Date();
  await prepareDatabase(database, { seed: true, now, passwordCost: soakPasswordCost });
  const { db } = database;
  const people = await db
    .select({
      id: members.id,
      isManager: members.isManager,
      cellNational: members.cellNational,
      cellE164: members.cellE164,
      clusterId: members.clusterId,
      divisionCode: divisions.code,
    })
    .from(members)
    .innerJoin(divisions, eq(divisions.id, members.divisionId))
    .where(isNotNull(members.registeredAt))
    .orderBy(members.id);
  const grants: TransferInput[] = people.flatMap((m) => {
    const grant = (kind: 'management' | 'redeemable', amount: number): TransferInput => ({
      kind: 'grant',
      memberId: null,
      createdAt: now,
      postings: [
        { account: { programme: 'funding' }, amount: -amount, description: 'Soak top-up' },
        { account: { memberId: m.id, kind }, amount, description: 'Soak top-up' },
      ],
    });
    return [
      grant('redeemable', options.redeemable ?? 4000),
      ...(m.isManager ? [grant('management', options.budget ?? 3000)] : []),
    ];
  });
  await inTransaction(db, (tx) => postTransfers(tx, grants));
  const day = 86_400_000;
  await db.insert(promoCodes).values({
    clusterId: null,
    code: limitedPromo.code,
    kind: 'percent',
    amount: 5,
    validFrom: new Date(now.getTime() - day),
    validTo: new Date(now.getTime() + 365 * day),
    totalLimit: limitedPromo.totalLimit,
    perMemberLimit: limitedPromo.perMemberLimit,
  });
  const sessions = new SessionStore(db, resolveSettings(false).session);
  const world: SoakWorld = {
    members: [],
    products: [],
    divisionCodes: [...new Set(people.map((p) => p.divisionCode))],
  };
  for (const p of people) {
    const token = await sessions.open(db, p.id, now);
    if (!token) throw new Error(`${p.id} is deactivated: no session for the soak.`);
    world.members.push({ ...p, token });
  }
  world.products = await db
    .select({ id: products.id, clusterId: products.clusterId })
    .from(products)
    .innerJoin(clusters, eq(clusters.id, products.clusterId))
    .where(and(eq(products.active, true), eq(products.noBasket, 'Y'), sql`${products.price} > 0`))
    .orderBy(products.id);
  return world;
}
