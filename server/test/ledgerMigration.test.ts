import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { checkLedger } from '../src/ledger/ledger.ts';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The committed migrations up to and including `lastIdx`, in a folder of their own. */
function migrationsUpTo(lastIdx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'plaudit-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

// Two PGlite start-ups and every migration twice: seconds on a quiet machine, over five on a busy one.
describe(
  'the double-entry migration (0009) on a database of the single-entry ledger',
  { timeout: 60_000 },
  () => {
    const folders: string[] = [];
    afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

    it('gives every old entry a transfer that sums to zero, and keeps the awards', async () => {
      const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
      const db = drizzle({ client, schema });
      const before = migrationsUpTo(8);
      folders.push(before);
      await migrate(db, { migrationsFolder: before });
      // What the single-entry seed wrote: an issue, a budget, an award as two entries, a redemption.
      await client.exec(`
      insert into clusters (code, name, phone_region, product_currency, currency_symbol)
        values ('ZA', 'South Africa', 'ZA', 'ZAR', 'R');
      insert into divisions (code, name, kind, cluster_id) values ('ZA-1', 'Shop', 'petshop', 1);
      insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname, registered_at)
        values (1, 1, '+27820000001', '0820000001', 'Thandi', 'Nkosi', now()),
               (1, 1, '+27820000003', '0820000003', 'Lerato', 'Mokoena', now());
      insert into accounts (member_id, kind, balance) values
        (1, 'management', 4900), (2, 'redeemable', 150);
      insert into ledger_entries (account_id, amount, entry_type, description, created_at) values
        (1, 5000, 'issue', 'Recognition budget', '2026-10-01T08:00:00Z'),
        (2, 250, 'issue', 'Welcome to Plaudit: registration bonus', '2026-10-02T08:00:00Z');
      insert into ledger_entries (account_id, amount, entry_type, award_type, description,
          counterparty_member_id, created_at) values
        (1, -100, 'award', 'reward', 'Recognise: Client Focus \u2014 to Lerato Mokoena', 2, '2026-10-05T08:00:00Z'),
        (2, 100, 'award', 'reward', 'Recognise: Client Focus \u2014 from Thandi Nkosi', 1, '2026-10-05T08:00:00Z');
      insert into ledger_entries (account_id, amount, entry_type, description, created_at) values
        (2, -200, 'redeem', 'Redeemed: order PL-1', '2026-10-06T08:00:00Z');
    `);
      await migrate(db, { migrationsFolder: migrations });

      expect(await checkLedger(db)).toMatchObject({ ok: true });
      const transfers = await db.select().from(schema.transfers).orderBy(schema.transfers.id);
      expect(transfers.map((t) => t.kind).sort()).toEqual(['award', 'grant', 'grant', 'order']);
      const balances = await db
        .select({ kind: schema.accounts.kind, balance: schema.accounts.balance })
        .from(schema.accounts)
        .orderBy(schema.accounts.id);
      expect(balances).toEqual([
        { kind: 'management', balance: 4900 },
        { kind: 'redeemable', balance: 150 },
        { kind: 'funding', balance: -5250 },
        { kind: 'redemptions', balance: 200 },
        { kind: 'expired', balance: 0 },
      ]);
      const [award] = await db.select().from(schema.awards);
      expect(award).toMatchObject({
        type: 'reward',
        giverMemberId: 1,
        value: 'Client Focus',
        points: 100,
      });
      expect(await db.select().from(schema.awardRecipients)).toMatchObject([
        { awardId: award?.id, memberId: 2, divisionId: 1 },
      ]);
      await client.close();
    });
  },
);

// Drizzle applies only the migrations dated after the last one a database recorded: a migration dated
// earlier than the one before it never reaches a database that already had that one (0021 did once).
describe('migrations on a database of an earlier release', { timeout: 60_000 }, () => {
  const journal = JSON.parse(
    readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; when: number; tag: string }[] };

  it('are dated in the order they apply', () => {
    const late = journal.entries.filter(
      (e, i) => i > 0 && e.when <= (journal.entries[i - 1]?.when ?? 0),
    );
    expect(late.map((e) => e.tag)).toEqual([]);
  });

  it('bring a database migrated to each of the last three releases to the same columns as a new one', async () => {
    const columnsOf = async (client: PGlite) =>
      (
        await client.query<{ c: string }>(
          `select table_name || '.' || column_name as c from information_schema.columns
            where table_schema = 'public' order by 1`,
        )
      ).rows.map((r) => r.c);
    const fresh = await PGlite.create('memory://', { extensions: { pg_trgm } });
    await migrate(drizzle({ client: fresh, schema }), { migrationsFolder: migrations });
    const expected = await columnsOf(fresh);
    await fresh.close();
    const last = journal.entries.at(-1)?.idx ?? 0;
    const folders: string[] = [];
    try {
      for (const upTo of [last - 3, last - 2, last - 1]) {
        const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
        const db = drizzle({ client, schema });
        const before = migrationsUpTo(upTo);
        folders.push(before);
        await migrate(db, { migrationsFolder: before });
        await migrate(db, { migrationsFolder: migrations });
        expect(await columnsOf(client), `migrated to ${String(upTo)} first`).toEqual(expected);
        await client.close();
      }
    } finally {
      folders.forEach((f) => rmSync(f, { recursive: true, force: true }));
    }
  });
});
