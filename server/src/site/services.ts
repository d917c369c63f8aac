import {
  messages,
  outboxMessages,
  siteMessages,
  validateContactUs,
  validateMemberSearch,
} from '@plaudit/domain';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import {
  adverts,
  clusters,
  contactMessages,
  contentBlocks,
  divisions,
  members,
} from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { fieldLabel } from '../http/errors.ts';
import { contactLimits, isPlausibleEmail } from '../members/fields.ts';
import { memberListItem, memberListRows } from '../members/listRows.ts';
import { memberById } from '../members/lookup.ts';
import { membersNamed, nameSearchKeys, nameSearchWords } from '../members/nameSearch.ts';
import { enqueue, type MessageBudget } from '../outbox/queue.ts';
import { fieldRefusal, notFound, refuseIf, type FormErrors } from '../refusals.ts';

export const advertImageBase = '/adverts/';
/** The most rows one member-list answer carries; a name search is narrowed by typing more. */
export const memberListLimit = 100;

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
        channel: 'email',
        to: context.settings.contactEmail,
        ...outboxMessages.contactEmail({
          // The name is one line of the email: a line break in it must not start a line that reads as a header.
          name: body.ContactName.trim().replace(/\s+/g, ' '),
          email: body.EmailAddress.trim(),
          memberNumber: sender?.cellNational,
          message: body.Message,
        }),
      },
    );
  });
  return { message: siteMessages.contactSent };
}

/**
 * getmemberlist: a name search (in every store, or the division given) whose rows come from the member
 * list row cache; without a search, the division given or the member's own, by surname.
 */
export class MemberList {
  // The search's ids, in list order.
  private readonly nameSearch;

  constructor(private readonly context: ServerContext) {
    this.nameSearch = context.db
      .select({ id: sql<number>`named.member_id` })
      .from(membersNamed(memberListLimit))
      .orderBy(sql`named.place`)
      .prepare('member_name_search');
  }

  async list(
    memberId: number,
    body: RequestBody<'getMemberList'>,
  ): Promise<ResponseValue<'getMemberList'>> {
    const { db } = this.context;
    refuseIf(validateMemberSearch(body.search));
    const divisionId = await this.divisionOf(body.divisionCode.trim());
    const keys = nameSearchKeys(body.search);
    const excludedId = body.includeSelf ? null : memberId;
    if (keys.length > 0) {
      const found = await this.nameSearch.execute({
        words: nameSearchWords(keys),
        divisionId: divisionId ?? null,
        excludedId,
      });
      return { memberList: await this.context.memberListRows.inOrder(found.map((r) => r.id)) };
    }
    const division = divisionId ?? (await this.context.memberData.get(memberId)).divisionId;
    const rows = await memberListRows(db)
      .where(
        and(
          eq(members.divisionId, division),
          excludedId === null ? undefined : ne(members.id, excludedId),
          isNull(members.deactivatedAt),
        ),
      )
      .orderBy(asc(members.surname), asc(members.firstname), asc(members.id))
      .limit(memberListLimit);
    return { memberList: rows.map(memberListItem) };
  }

  /** The division a code names ('' names none); an unknown one is refused. */
  private async divisionOf(code: string): Promise<number | undefined> {
    if (!code) return undefined;
    const [division] = await this.context.db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.code, code))
      .limit(1);
    if (!division) throw fieldRefusal('divisionCode', siteMessages.unknownDivision);
    return division.id;
  }
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
