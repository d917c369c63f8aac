import { contract } from '@plaudit/api/contract';
import { calendarMonthOf, monthKeyOf } from '@plaudit/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { monthlyBudget } from '../src/db/seedHistory.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import { programmeTimeZone } from '../src/settings.ts';
import {
  demo,
  login,
  post,
  startOfTests,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

/**
 * The seeded demo (server/src/db/seed.ts and seedHistory.ts) as a programme team would find it: every
 * report of every demo login has rows in every month of its year, and the year's figures are in a real
 * programme's proportions (budgets granted monthly, about half of members' points redeemed, little expiry).
 */

/** The history's twelve months, newest first ('2026-11', '2026-10', …): this one and the eleven before. */
function historyMonths(): string[] {
  const keys: string[] = [];
  let cursor = startOfTests;
  for (let k = 0; k < 12; k += 1) {
    const month = calendarMonthOf(cursor, programmeTimeZone);
    keys.push(monthKeyOf(month.start, programmeTimeZone));
    cursor = new Date(month.start.getTime() - 1);
  }
  return keys;
}

/** A call's answer, decoded with the contract's schema. */
async function call(server: TestServer, path: string, token: string, body: object = {}) {
  const response = await post(server.app, path, body, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

/** Sums by the month the money moved in (programme time), for the complete months before this one. */
interface MonthFigures {
  month: string;
  /** Points into members' spendable (redeemable) balances, but the registration bonuses. */
  issued: number;
  redeemed: number;
  allowances: number;
  expired: number;
}

async function monthFigures(server: TestServer): Promise<MonthFigures[]> {
  return rowsOf<MonthFigures>(
    server.db,
    sql`select to_char(e.created_at at time zone ${programmeTimeZone}, 'YYYY-MM') as month,
          coalesce(sum(e.amount) filter (where a.kind = 'redeemable' and e.amount > 0 and t.kind <> 'grant'), 0)::int as issued,
          coalesce(sum(-e.amount) filter (where a.kind = 'redeemable' and t.kind = 'order'), 0)::int as redeemed,
          coalesce(sum(e.amount) filter (where a.kind = 'payItForward' and t.kind = 'allowance'), 0)::int as allowances,
          coalesce(sum(-e.amount) filter (where a.kind = 'payItForward' and t.kind = 'expiry'), 0)::int as expired
        from ledger_entries e join accounts a on a.id = e.account_id join transfers t on t.id = e.transfer_id
        where a.member_id is not null and e.created_at < ${calendarMonthOf(startOfTests, programmeTimeZone).start}
        group by 1 having count(*) filter (where t.kind = 'allowance') > 0 order by 1`,
  );
}

for (const kind of testDatabases) {
  // A year of reports for four logins: more than the default 5 s on a busy machine.
  describe(`the demo's year on ${kind}`, { timeout: 60_000 }, () => {
    const server = useTestServer(kind);

    it("gives the demo manager's division recommendations in every month of the year", async () => {
      const token = await login(server.app, demo.manager);
      for (const month of historyMonths()) {
        const { report } = contract.reportRecommendations.response.parse(
          await call(server, contract.reportRecommendations.path, token, {
            selMonthFrom: month,
            selMonthTo: month,
          }),
        );
        expect(report.length, month).toBeGreaterThan(0);
        expect(
          report.every((r) => r.clinicId === 'ZA-JHB-PAWS'),
          month,
        ).toBe(true);
      }
    });

    it("shows awards in the managers' division every month, and a member's statement and orders all year", async () => {
      const manager = await login(server.app, demo.manager);
      for (const month of historyMonths()) {
        const { report } = contract.reportManagement.response.parse(
          await call(server, contract.reportManagement.path, manager, {
            selMonth: month,
            isAll: false,
          }),
        );
        expect(report.length, month).toBeGreaterThan(0);
      }
      for (const cell of [demo.member, demo.noEmail, demo.manager, demo.admin]) {
        const token = await login(server.app, cell);
        const { report } = contract.statement.response.parse(
          await call(server, contract.statement.path, token),
        );
        const months = new Set(report.map((r) => monthKeyOf(r.transDate, programmeTimeZone)));
        expect(months.size, cell).toBeGreaterThanOrEqual(11);
        const { orders } = contract.orders.response.parse(
          await call(server, contract.orders.path, token),
        );
        expect(orders.length, cell).toBeGreaterThan(2);
      }
    });

    it("grants every manager's budget monthly, on the month's first day, never a quarter's at once", async () => {
      const grants = await rowsOf<{
        month: string;
        managers: number;
        grants: number;
        most: number;
      }>(
        server.db,
        sql`select to_char(t.created_at at time zone ${programmeTimeZone}, 'YYYY-MM') as month,
              count(distinct a.member_id)::int as managers, count(*)::int as grants,
              max(e.amount)::int as most
            from transfers t join ledger_entries e on e.transfer_id = t.id
            join accounts a on a.id = e.account_id and a.kind = 'management'
            where t.kind = 'grant'
              and extract(day from t.created_at at time zone ${programmeTimeZone}) = 1
            group by 1 order by 1 desc`,
      );
      const [managers] = await rowsOf<{ n: number }>(
        server.db,
        sql`select count(*)::int as n from members where is_manager and registered_at is not null`,
      );
      expect(grants.map((g) => g.month)).toEqual(historyMonths());
      for (const g of grants)
        expect(g, g.month).toMatchObject({
          managers: managers?.n,
          grants: managers?.n,
          most: monthlyBudget,
        });
      const [other] = await rowsOf<{ n: number }>(
        server.db,
        sql`select count(*)::int as n from transfers t join ledger_entries e on e.transfer_id = t.id
            join accounts a on a.id = e.account_id and a.kind = 'management'
            where t.kind = 'grant' and extract(day from t.created_at at time zone ${programmeTimeZone}) <> 1`,
      );
      expect(other?.n).toBe(0);
    });

    it("redeems about half of members' points each month, and lets little allowance expire", async () => {
      const months = await monthFigures(server);
      expect(months).toHaveLength(11);
      for (const m of months) {
        expect(m.redeemed / m.issued, m.month).toBeGreaterThanOrEqual(0.3);
        expect(m.redeemed / m.issued, m.month).toBeLessThanOrEqual(0.8);
        expect(m.expired / m.allowances, m.month).toBeLessThanOrEqual(0.35);
      }
      const total = (key: keyof Omit<MonthFigures, 'month'>) =>
        months.reduce((s, m) => s + m[key], 0);
      expect(total('redeemed') / total('issued')).toBeGreaterThanOrEqual(0.4);
      expect(total('redeemed') / total('issued')).toBeLessThanOrEqual(0.7);
      expect(total('expired') / total('allowances')).toBeLessThanOrEqual(0.25);
    });

    it('never spends a balance before it was earned, and keeps every ledger invariant', async () => {
      const below = await rowsOf<{ accountId: number; at: string; running: number }>(
        server.db,
        sql`select account_id as "accountId", created_at::text as at, running from (
              select e.account_id, e.created_at,
                sum(e.amount) over (partition by e.account_id order by e.created_at, e.id)::int as running
              from ledger_entries e join accounts a on a.id = e.account_id where a.member_id is not null
            ) r where running < 0 limit 5`,
      );
      expect(below).toEqual([]);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });
  });
}
