import { consoleMessages } from '@plaudit/domain';
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { accounts } from '../db/schema.ts';
import { encoded, type Encoded, type RequestBody } from '../http/calls.ts';
import { notFound } from '../refusals.ts';
import { datasetJson, statementFields, statementRecords } from '../reports/reports.ts';
import { consoleMemberIn } from './memberConsole.ts';

/**
 * A member's statement of one balance, for an administrator: the member's own statement (the same
 * query as /api/report/statement and its siblings: every entry, newest first, the table pages it), with
 * who the member is and the balance now, read in one transaction so the balance is the statement's sum.
 */
export async function memberStatement(
  context: ServerContext,
  body: RequestBody<'adminMemberStatement'>,
): Promise<Encoded> {
  return context.db.transaction(
    async (tx) => {
      const member = await consoleMemberIn(tx, body.memberId);
      if (!member) throw notFound(consoleMessages.memberNotFound);
      const [account] = await tx
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(and(eq(accounts.memberId, body.memberId), eq(accounts.kind, body.balance)));
      const records = await statementRecords(tx, body.memberId, body.balance);
      const head = JSON.stringify({ member, balance: body.balance, points: account?.balance ?? 0 });
      // The statement's records are PostgreSQL's JSON text already (reports.ts): joined, not parsed.
      return encoded(`${head.slice(0, -1)},"report":${datasetJson(statementFields, records)}}`);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
