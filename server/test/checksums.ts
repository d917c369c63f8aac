import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Fingerprints of the database for tests that prove a refused request changed nothing (hostile input,
 * access). Each is one query; compare a value taken before with one taken after.
 */

/** What members own: balances, the ledger and every member's record. */
export async function ownedFingerprint(db: Db): Promise<string> {
  const result = await db.execute(sql`select
      (select coalesce(string_agg(id || ':' || balance, ',' order by id), '') from accounts) as accounts,
      (select count(*) || ':' || coalesce(sum(amount), 0) from ledger_entries) as entries,
      (select count(*) from transfers) as transfers,
      (select md5(coalesce(string_agg(m::text, ',' order by id), '')) from members m) as members`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

/** The tables a member's requests write (sessions and job runs aside), each as an md5 of its rows. */
export const memberTables = [
  'members',
  'profile_pictures',
  'accounts',
  'transfers',
  'ledger_entries',
  'awards',
  'award_recipients',
  'idempotent_requests',
  'otp_challenges',
  'contact_messages',
  'outbox',
  'nominations',
  'nomination_nominees',
  'broadcasts',
  'basket_lines',
  'promo_codes',
  'orders',
  'order_lines',
  'voucher_codes',
  'audit_log',
] as const;

/** Every table of `memberTables` as `name: md5 of its rows in id order`, one line each. */
export async function tablesChecksum(
  db: Db,
  tables: readonly string[] = memberTables,
): Promise<Record<string, string>> {
  const columns = tables.map(
    (t) =>
      `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${t} t) as "${t}"`,
  );
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  return (result as unknown as { rows: Record<string, string>[] }).rows[0] ?? {};
}
