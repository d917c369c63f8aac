import {
  allShopsRecipient,
  messages,
  recognitionMessages,
  validateSendToAll,
} from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { broadcasts } from '../db/schema.ts';
import type { RequestBody } from '../http/calls.ts';
import { HttpError, badRequest, refuseIf } from '../http/errors.ts';
import { readRecipients } from './recipients.ts';

export interface Sender {
  id: number;
  firstname: string;
  surname: string;
  isAdminReports: boolean;
}

/**
 * Send To All (SPEC §2, DESIGN.md) inside the caller's transaction: administrators only; with all stores
 * (isAllShops, or the wire's 'all_shops:') every registered member of the programme, otherwise the picked
 * members and every registered member of the picked divisions, each once. One message per member is queued
 * by the chosen channel in ONE `INSERT … SELECT` however many members there are; by email, members without
 * an email are skipped (no SMS instead: the administrator chose email). sentCount is the messages queued.
 */
export async function sendToAll(
  tx: Tx,
  sender: Sender,
  body: RequestBody<'sendToAll'>,
  now: Date,
): Promise<{ sentCount: number }> {
  if (!sender.isAdminReports) throw new HttpError(403, recognitionMessages.adminOnly);
  const allShops = body.isAllShops || body.recipients.some((r) => r.trim() === allShopsRecipient);
  refuseIf(validateSendToAll({ ...body, isAllShops: allShops }));

  let audience: SQL;
  if (allShops) {
    audience = sql`m.registered_at is not null`;
  } else {
    const chosen = await readRecipients(tx, body.recipients, {
      field: 'recipients',
      emptyDivision: recognitionMessages.noRegisteredRecipients,
    });
    const ids = chosen.memberIds;
    const divisionIds = chosen.divisions.map((d) => d.id);
    audience = sql`m.registered_at is not null and (m.id = any(${sql.param(ids)}::int[]) or m.division_id = any(${sql.param(divisionIds)}::int[]))`;
  }

  const text = body.message.trim();
  const from = `${sender.firstname} ${sender.surname}`;
  const queued =
    body.sendBy === 'email'
      ? sql`insert into outbox (channel, recipient, subject, body, created_at)
            select 'email', m.email, ${`A message from ${from}`}, ${`${text}\n\n${from}`}, ${now.toISOString()}::timestamptz
            from members m where ${audience} and m.email <> '' order by m.id`
      : sql`insert into outbox (channel, recipient, subject, body, created_at)
            select 'sms', m.cell_e164, '', ${text}, ${now.toISOString()}::timestamptz
            from members m where ${audience} order by m.id`;
  const result = await tx.execute(
    sql`with queued as (${queued} returning 1) select count(*)::int as n from queued`,
  );
  const sentCount = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  if (sentCount === 0) {
    const refusal =
      body.sendBy === 'email' ? recognitionMessages.noEmailRecipients : messages.recipientsRequired;
    throw badRequest(
      body.sendBy === 'email' ? { sendBy: refusal } : { recipients: refusal },
      refusal,
    );
  }
  await tx.insert(broadcasts).values({
    senderMemberId: sender.id,
    isAllShops: allShops,
    recipients: allShops ? [] : body.recipients.map((r) => r.trim()),
    sendBy: body.sendBy,
    message: text,
    sentCount,
    createdAt: now,
  });
  return { sentCount };
}
