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

describe('the double-entry migration (0009) on a database of the single-entry ledger', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  // A new PGlite (about 3.5 s, STACK.md) and every migration run twice took 9 s on a busy machine: more
  // than the default 5 s, as the per-file databases of harness.ts have (60 s) for the same reason.
  it(
    'gives every old entry a transfer that sums to zero, and keeps the awards',
    { timeout: 30_000 },
    async () => {
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
    },
  );
});
