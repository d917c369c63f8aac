import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { postTransfer } from '../../src/ledger/ledger.ts';
import { loginAs, measure } from './measure.ts';

export const generatedMembers = 100_000;

/** 100,000 more members, spread over the demo divisions, made by the database itself. */
export async function generateMembers(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`
    with d as (select array_agg(id order by id) as ids, array_agg(cluster_id order by id) as cids from divisions),
    n as (select array['Ayanda','Johan','Nomvula','Kagiso','Chantal','Bongani','Annelie','Tshepo','Zanele','Ruan','Palesa','Mandla','Karabo','Liezl','Themba','Naledi','Riaan','Busisiwe','Sizwe','Megan','Dineo','Wikus','Refilwe','Lwazi','Ilse','Katlego','Yusuf','Priya','Ndapewa','Tangeni','Hilma','Petrus','Selma','Frieda','Johannes','Martha','Ester','Gideon','Loide','Elago','Simone','Craig','Faith','Andile','Marius','Nandi','Keegan','Amahle','Fiona','Kyle','Lindiwe','Mpho','Jacques','Carmen'] as first, array['Khumalo','Botha','Mahlangu','Sithole','Pillay','Ndlovu','Pretorius','Molefe','Zulu','Steyn','Radebe','Nel','Mthembu','Coetzee','Naidoo','Shabalala','Venter','Mabaso','Fourie','Nkuna','Erasmus','Maseko','Jacobs','Hendricks','Amupolo','Shikongo','Nghipondoka','Iipumbu','Hamutenya','Kambonde','Shilongo','Haufiku','Oosthuizen','Mokoena','Dlamini','Govender','Smit','Kruger','Williams','Adams'] as last),
    g as (
      select g, n.first[1 + (g * 7) % 54] as firstname,
             n.last[1 + (g * 13) % 40] || case when g % 3 = 0 then '' else '-' || (g % 997)::text end as surname
      from generate_series(1, ${generatedMembers}) g, n
    )
    insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname, email)
    select d.cids[1 + g % 10], d.ids[1 + g % 10], '+2783' || lpad(g::text, 7, '0'), '083' || lpad(g::text, 7, '0'),
           firstname, surname, ''
    from g, d
  `),
  );
  // As autovacuum would leave them: statistics, and the visibility map that lets index-only scans skip the heap.
  await database.db.execute(sql`vacuum analyze members, member_name_keys`);
}

export const credentials = { memberNumber: '0820000003', password: 'Plaudit123' };

/** getmemberdata (plain and compressed) and two name searches over the generated members. */
export async function benchMemberCalls(label: string, url: string): Promise<void> {
  const token = await loginAs(url, credentials.memberNumber);
  await measure(label, 'getmemberdata', `${url}/api/member/getmemberdata`, {}, token);
  // As a browser asks: the answer (over 1 KB) comes back brotli-compressed.
  await measure(
    label,
    'getmemberdata (br accepted)',
    `${url}/api/member/getmemberdata`,
    {},
    token,
    'gzip, deflate, br',
  );
  await measure(
    label,
    "getmemberlist 'khumalo'",
    `${url}/api/site/getmemberlist`,
    { divisionCode: '', search: 'khumalo', includeSelf: false },
    token,
  );
  await measure(
    label,
    "getmemberlist 'zanele mo'",
    `${url}/api/site/getmemberlist`,
    { divisionCode: '', search: 'zanele mo', includeSelf: false },
    token,
  );
}

/** Funds a benchmark member's balance from the programme, through the ledger, so no call runs short. */
export function fundForBench(
  db: Db,
  memberId: number,
  kind: 'management' | 'redeemable',
  description: string,
): Promise<unknown> {
  const amount = 50_000_000;
  return inTransaction(db, (tx) =>
    postTransfer(tx, {
      kind: 'grant',
      memberId: null,
      createdAt: new Date(),
      postings: [
        { account: { programme: 'funding' }, amount: -amount, description },
        { account: { memberId, kind }, amount, description },
      ],
    }),
  );
}
