import { consoleSearchLimit, memberListLimit } from '@plaudit/domain';
import { and, eq, fillPlaceholders, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { members } from '../src/db/schema.ts';
import { divisionPage } from '../src/members/list.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  rows,
  testDatabases,
  useTestServer,
  type Dataset,
  type TestServer,
} from './harness.ts';

/** How many members a real programme's first file loads into one store. */
const imported = 3000;

/**
 * Loads `imported` members into the demo member's store, none registered, numbered 084… and named so that
 * all of them sort before the store's registered members (Abrahams…, Mokoena and Nkosi come later).
 */
async function importIntoOwnStore(server: TestServer): Promise<void> {
  const [self] = await server.db
    .select({ clusterId: members.clusterId, divisionId: members.divisionId })
    .from(members)
    .where(eq(members.cellNational, demo.member));
  if (!self) throw new Error('no demo member');
  const surnames = ['Abrahams', 'Adams', 'Botha', 'Cele', 'Daniels', 'Erasmus', 'Fourie', 'Gumede'];
  await server.db.insert(members).values(
    Array.from({ length: imported }, (_, i) => ({
      clusterId: self.clusterId,
      divisionId: self.divisionId,
      cellE164: `+2784${String(1_000_000 + i).padStart(7, '0')}`,
      cellNational: `084${String(1_000_000 + i).padStart(7, '0')}`,
      firstname: i === 2999 ? 'Zolani' : 'Aisha',
      surname: surnames[i % surnames.length] ?? 'Abrahams',
    })),
  );
  await server.db.execute(sql`analyze members`);
}

/** The plan PostgreSQL (or PGlite, the same planner) makes for a query with these placeholder values. */
async function planOf(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
): Promise<string> {
  const { sql: text, params } = query.toSQL();
  // Both drivers' clients take a statement with its parameters and answer { rows }.
  const client = (
    db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: object[] }> };
    }
  ).$client;
  const { rows: plan } = await client.query(
    `explain (costs off) ${text}`,
    fillPlaceholders(params, values),
  );
  return plan.map((line) => Object.values(line).join('')).join('\n');
}

describe.each(testDatabases)('member lists with a real member file on %s', (kind) => {
  const server = useTestServer(kind);

  const list = async (
    token: string,
    body: { divisionCode: string; search: string; includeSelf: boolean },
  ) => {
    const response = await post(server.app, '/api/site/getmemberlist', body, { token });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { memberList: Dataset; total?: number };
    return { rows: rows(answer.memberList), total: answer.total };
  };
  const isRegistered = (row: Record<string, unknown>) => !String(row.memberId).startsWith('0.');

  /** The active members of the demo member's store but the member, registered ones by name. */
  const ownStore = async () => {
    const [self] = await server.db
      .select({ divisionId: members.divisionId })
      .from(members)
      .where(eq(members.cellNational, demo.member));
    const team = await server.db
      .select({ cell: members.cellNational, registeredAt: members.registeredAt })
      .from(members)
      .where(and(eq(members.divisionId, self?.divisionId ?? 0), isNull(members.deactivatedAt)))
      .orderBy(members.surname, members.firstname, members.id);
    const others = team.filter((m) => m.cell !== demo.member);
    return { all: others, registered: others.filter((m) => m.registeredAt !== null) };
  };

  it("lists a store's registered members first and says how many it holds beyond the first 100", async () => {
    await importIntoOwnStore(server);
    const token = await login(server.app, demo.member);
    const store = await ownStore();
    expect(store.registered.length).toBeGreaterThan(3);

    const answer = await list(token, { divisionCode: '', search: '', includeSelf: false });
    expect(answer.rows).toHaveLength(memberListLimit);
    expect(answer.total).toBe(store.all.length);
    expect(answer.total).toBeGreaterThan(imported);
    // Every registered colleague, by name, and only then the members who have not registered.
    expect(answer.rows.slice(0, store.registered.length).map((r) => r.memberNumber)).toEqual(
      store.registered.map((m) => m.cell),
    );
    expect(answer.rows.slice(store.registered.length).some(isRegistered)).toBe(false);
    // The same store asked by its code, and with the member in it: the count follows.
    const withSelf = await list(token, {
      divisionCode: 'ZA-JHB-PAWS',
      search: '',
      includeSelf: true,
    });
    expect(withSelf.total).toBe(store.all.length + 1);
  }, 60_000);

  it("reaches every member of the store by name, and counts a search's matches past the limit", async () => {
    await importIntoOwnStore(server);
    const token = await login(server.app, demo.member);
    // The last member of the file, far past the first 100 names.
    const last = await list(token, {
      divisionCode: 'ZA-JHB-PAWS',
      search: 'zolani',
      includeSelf: false,
    });
    expect(last.rows.map((r) => r.memberNumber)).toEqual(['0841002999']);
    expect(last.total).toBe(1);
    // A registered colleague of the store by a word of their name.
    const thandi = await list(token, { divisionCode: '', search: 'nkosi', includeSelf: false });
    expect(thandi.rows.map((r) => r.memberNumber)).toEqual([demo.admin]);
    // 'a' starts a word of every imported name: 100 shown, every match counted, registered first.
    const wide = await list(token, {
      divisionCode: 'ZA-JHB-PAWS',
      search: 'a',
      includeSelf: false,
    });
    expect(wide.rows).toHaveLength(memberListLimit);
    expect(wide.total).toBeGreaterThanOrEqual(imported - 1);
    const firstUnregistered = wide.rows.findIndex((r) => !isRegistered(r));
    expect(firstUnregistered).toBeGreaterThan(0);
    expect(wide.rows.slice(firstUnregistered).some(isRegistered)).toBe(false);
    // In every store, the first 100 by surname, the registered among them first, and how many match.
    const everywhere = await list(token, { divisionCode: '', search: 'a', includeSelf: false });
    expect(everywhere.rows).toHaveLength(memberListLimit);
    expect(everywhere.total).toBeGreaterThan(wide.total ?? 0);
    const notYet = everywhere.rows.findIndex((r) => !isRegistered(r));
    expect(everywhere.rows.slice(notYet).some(isRegistered)).toBe(false);
  }, 60_000);

  it('answers the whole list, counted, when it is shorter than the limit, and leaves out who left', async () => {
    const token = await login(server.app, demo.member);
    const store = await ownStore();
    const answer = await list(token, { divisionCode: '', search: '', includeSelf: false });
    expect(answer.total).toBe(store.all.length);
    expect(answer.rows).toHaveLength(store.all.length);
    await server.db
      .update(members)
      .set({ deactivatedAt: server.clock.now() })
      .where(eq(members.cellNational, demo.manager));
    const after = await list(token, { divisionCode: '', search: '', includeSelf: false });
    expect(after.total).toBe(store.all.length - 1);
    expect(after.rows.map((r) => r.memberNumber)).not.toContain(demo.manager);
    const named = await list(token, { divisionCode: '', search: 'pieter', includeSelf: false });
    expect(named).toEqual({ rows: [], total: 0 });
  });

  it("the console's search says how many match beyond its first 50, by name and by number", async () => {
    await importIntoOwnStore(server);
    const token = await login(server.app, demo.admin);
    const search = async (query: string) => {
      const r = await post(server.app, '/api/admin/membersearch', { query }, { token });
      expect(r.statusCode, r.body).toBe(200);
      const answer = r.json() as { members: Dataset; total?: number };
      return { found: rows(answer.members), total: answer.total };
    };
    const byName = await search('aisha');
    expect(byName.found).toHaveLength(consoleSearchLimit);
    expect(byName.total).toBe(imported - 1);
    const byNumber = await search('0841');
    expect(byNumber.found).toHaveLength(consoleSearchLimit);
    expect(byNumber.total).toBe(imported);
    const one = await search('0841002999');
    expect(one.found.map((m) => m.cellNum)).toEqual(['0841002999']);
    expect(one.total).toBe(1);
    const lerato = await memberIdOf(server, demo.member);
    expect(await search('lerato mok')).toEqual({
      found: [expect.objectContaining({ memberId: lerato })],
      total: 1,
    });
  }, 60_000);

  it("walks the store's index in list order and stops at the limit: no sort of the whole store", async () => {
    await importIntoOwnStore(server);
    const divisionId = (
      await server.db
        .select({ divisionId: members.divisionId })
        .from(members)
        .where(eq(members.cellNational, demo.member))
    )[0]?.divisionId;
    const excludedId = await memberIdOf(server, demo.member);
    const plan = await planOf(server.db, divisionPage(server.db, false), {
      divisionId,
      excludedId,
    });
    expect(plan).toContain('Index Scan using members_list_idx on members');
    expect(plan).not.toContain('Sort');
  }, 60_000);
});
