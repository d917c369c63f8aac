import {
  defaultLanguage,
  messages,
  outboxMessages,
  siteMessages,
  validateContactUs,
} from '@plaudit/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { adverts, clusters, contactMessages, contentBlocks, divisions } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { RequestBody } from '../http/calls.ts';
import { fieldLabel } from '../http/errors.ts';
import { contactLimits, isPlausibleEmail } from '../members/fields.ts';
import { memberById } from '../members/lookup.ts';
import { inLanguage } from '../i18n/language.ts';
import { enqueue, type MessageBudget } from '../outbox/queue.ts';
import { fieldRefusal, notFound, refuseIf, type FormErrors } from '../refusals.ts';

export const advertImageBase = '/adverts/';

/** /api/site/*: content blocks, Contact Us, the member and division lists, the adverts. */

/** A content block by its key (any case). */
export async function contentBlock(context: ServerContext, contentKey: string) {
  const key = contentKey.trim();
  if (!key) throw fieldRefusal('contentKey', messages.invalidKey);
  const [block] = await context.db
    .select({ title: contentBlocks.title, content: contentBlocks.content })
    .from(contentBlocks)
    .where(sql`lower(${contentBlocks.key}) = ${key.toLowerCase()}`)
    .limit(1);
  if (!block) throw notFound(messages.invalidKey);
  return block;
}

/**
 * A Contact Us message: kept, and emailed to the programme's contact address through the outbox, in one
 * transaction. A signed-in sender is named by their number.
 */
export async function contactUs(
  context: ServerContext,
  body: RequestBody<'contactUsSend'>,
  memberId: number | undefined,
  budget: MessageBudget | undefined,
): Promise<{ message: string }> {
  const issues: FormErrors = validateContactUs(body);
  for (const field of ['ContactName', 'Message'] as const) {
    if (!(field in issues) && body[field].length > contactLimits[field]) {
      issues[field] = messages.tooLong(fieldLabel(field), contactLimits[field]);
    }
  }
  if (!('EmailAddress' in issues) && !isPlausibleEmail(body.EmailAddress))
    issues.EmailAddress = messages.invalidEmail;
  refuseIf(issues);
  const now = context.now();
  const sender = memberId === undefined ? undefined : await memberById(context.db, memberId);
  await inTransaction(context, ['messages'], async (tx) => {
    await tx.insert(contactMessages).values({
      memberId: sender?.id ?? null,
      contactName: body.ContactName.trim(),
      emailAddress: body.EmailAddress.trim(),
      message: body.Message,
      createdAt: now,
    });
    await enqueue(
      tx,
      { now, budget },
      {
        kind: 'contact',
        channel: 'email',
        to: context.settings.contactEmail,
        // To the programme's contact address: the operators' language (English), not the sender's.
        ...inLanguage(defaultLanguage, () =>
          outboxMessages.contactEmail({
            // The name is one line of the email: a line break in it must not start a line that reads as a header.
            name: body.ContactName.trim().replace(/\s+/g, ' '),
            email: body.EmailAddress.trim(),
            memberNumber: sender?.cellNational,
            message: body.Message,
          }),
        ),
      },
    );
  });
  return { message: siteMessages.contactSent };
}

/** The programme's countries and divisions. */
export async function divisionList(context: ServerContext) {
  const [countryRows, divisionRows] = await Promise.all([
    context.db
      .select({ countryCode: clusters.code, country: clusters.name })
      .from(clusters)
      .orderBy(asc(clusters.sortOrder), asc(clusters.id)),
    context.db
      .select({
        divisionCode: divisions.code,
        division: divisions.name,
        countryCode: clusters.code,
      })
      .from(divisions)
      .innerJoin(clusters, eq(clusters.id, divisions.clusterId))
      .orderBy(asc(clusters.sortOrder), asc(divisions.name)),
  ]);
  return { countryList: countryRows, divisionList: divisionRows };
}

/** The active adverts with an image, in their order. */
export async function advertData(context: ServerContext) {
  const rows = await context.db
    .select({
      what: adverts.what,
      img: adverts.img,
      href: adverts.href,
      title: adverts.title,
      text: adverts.body,
    })
    .from(adverts)
    .where(and(eq(adverts.active, true), isNotNull(adverts.img)))
    .orderBy(asc(adverts.sortOrder), asc(adverts.id));
  return { advertData: rows, imageBase: advertImageBase, exp: 300 };
}
