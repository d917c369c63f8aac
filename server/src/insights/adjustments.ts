import type { AdjustmentsRow } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { accounts, ledgerEntries, members, transfers } from '../db/schema.ts';
import { inScope, within, type InsightsQuery } from './scope.ts';

/**
 * The range's balance adjustments of the scope's members, by who made them (an administrator
 * could credit herself without anyone seeing it): each administrator by name, the command line as ''
 * (it has no member), with how many adjustments and the points they credited and took; most credited
 * first.
 */
export async function adjustmentsByAdministrator(
  db: Db,
  q: InsightsQuery,
): Promise<AdjustmentsRow[]> {
  const rows = await rowsOf<{
    administrator: string | null;
    adjustments: number | string;
    credited: number | string;
    debited: number | string;
  }>(
    db,
    sql`select admin.firstname || ' ' || admin.surname as administrator,
          count(distinct t.id) as adjustments,
          coalesce(sum(e.amount) filter (where e.amount > 0), 0) as credited,
          coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as debited
        from ${transfers} t
        join ${ledgerEntries} e on e.transfer_id = t.id
        join ${accounts} a on a.id = e.account_id
        join ${members} m on m.id = a.member_id
        left join ${members} admin on admin.id = t.member_id
        where t.kind = 'adjustment' and ${within(sql`t.created_at`, q)}
          and ${inScope(sql`m.division_id`, q.divisions)}
        group by t.member_id, admin.firstname, admin.surname
        order by 3 desc, 1 nulls last`,
  );
  return rows.map((r) => ({
    administrator: r.administrator ?? '',
    adjustments: Number(r.adjustments),
    credited: Number(r.credited),
    debited: Number(r.debited),
  }));
}
