import {
  defaultLanguage,
  parseRecipients,
  messages,
  recognitionMessages,
  shippedLanguages,
  validateSendToAll,
} from '@plaudit/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/changes.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { broadcasts, members, outbox } from '../db/schema.ts';
import type { RequestBody } from '../http/calls.ts';
import { inLanguage } from '../i18n/language.ts';
import { serverTexts } from '../i18n/messages.ts';
import { badRequest, forbidden, refuseIf, unauthorized } from '../refusals.ts';
import { readRecipients } from './recipients.ts';

export interface Sender {
  id: number;
  firstname: string;
  surname: string;
  isAdminReports: boolean;
}

/** sendToAll for a member, in its own transaction; the messages are sent once it commits. */
export async function sendToAllAs(
  store: Store,
  memberId: number,
  body: RequestBody<'sendToAll'>,
  now: Date,
): Promise<{ sentCount: number }> {
  return inTransaction(store, ['messages'], async (tx) => {
    const [sender] = await tx
      .select({
        id: members.id,
        firstname: members.firstname,
        surname: members.surname,
        isAdminReports: members.isAdminReports,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (!sender) throw unauthorized();
    return sendToAll(tx, sender, body, now);
  });
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
  if (!sender.isAdminReports) throw forbidden(recognitionMessages.adminOnly);
  const named = parseRecipients(body.recipients);
  const allShops = body.isAllShops || (named.ok && named.recipients.allShops);
  refuseIf(validateSendToAll({ ...body, isAllShops: allShops }));

  let audience: SQL;
  if (allShops) {
    audience = sql`m.registered_at is not null and m.deactivated_at is null`;
  } else {
    const chosen = await readRecipients(tx, body.recipients, {
      field: 'recipients',
      emptyDivision: recognitionMessages.noRegisteredRecipients,
    });
    const ids = chosen.memberIds;
    const divisionIds = chosen.divisions.map((d) => d.id);
    audience = sql`m.registered_at is not null and m.deactivated_at is null and (m.id = any(${sql.param(ids)}::int[]) or m.division_id = any(${sql.param(divisionIds)}::int[]))`;
  }

  // Raw SQL: one INSERT … SELECT however large the audience (`bench:server`: 100,000 members in about 1 s).
  const text = body.message.trim();
  const from = `${sender.firstname} ${sender.surname}`;
  // The email's subject in each member's language (the administrator's words as written), chosen by the
  // insert itself, so it stays one statement however many members.
  const subject = sql`case ${sql.join(
    shippedLanguages
      .filter((language) => language !== defaultLanguage)
      .map(
        (language) =>
          sql`when m.language = ${language} then ${inLanguage(language, () => serverTexts.sendToAllSubject({ sender: from }))}`,
      ),
    sql` `,
  )} else ${inLanguage(defaultLanguage, () => serverTexts.sendToAllSubject({ sender: from }))} end`;
  const reached =
    body.sendBy === 'email'
      ? sql`select 1 from ${members} m where ${audience} and m.email <> ''`
      : sql`select 1 from ${members} m where ${audience}`;
  const queued =
    body.sendBy === 'email'
      ? sql`insert into ${outbox} (channel, recipient, subject, body, kind, created_at)
            select 'email', m.email, ${subject}, ${`${text}\n\n${from}`}, 'sendToAll', ${now.toISOString()}::timestamptz
            from ${members} m where ${audience} and m.email <> '' order by m.id`
      : sql`insert into ${outbox} (channel, recipient, subject, body, kind, created_at)
            select 'sms', m.cell_e164, '', ${text}, 'sendToAll', ${now.toISOString()}::timestamptz
            from ${members} m where ${audience} order by m.id`;
  // A dry run counts the same audience the insert would reach, and queues nothing.
  const [queuedCount] = await rowsOf<{ n: number }>(
    tx,
    body.isDryRun
      ? sql`select count(*)::int as n from (${reached}) as reached`
      : sql`with queued as (${queued} returning 1) select count(*)::int as n from queued`,
  );
  const sentCount = Number(queuedCount?.n ?? 0);
  if (sentCount === 0) {
    const refusal =
      body.sendBy === 'email' ? recognitionMessages.noEmailRecipients : messages.recipientsRequired;
    throw badRequest(
      body.sendBy === 'email' ? { sendBy: refusal } : { recipients: refusal },
      refusal,
    );
  }
  if (body.isDryRun) return { sentCount };
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
