import { messages, siteMessages, validateContactUs, validateMemberSearch } from '@plaudit/domain';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { write } from '../db/changes.ts';
import {
  adverts,
  clusters,
  contactMessages,
  contentBlocks,
  divisions,
  members,
} from '../db/schema.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { HttpError, fieldLabel, fieldRefusal, refuseIf, type FormErrors } from '../http/errors.ts';
import { contactLimits, isPlausibleEmail } from '../members/fields.ts';
import { memberListItem, memberListRows } from '../members/listRows.ts';
import { memberById } from '../members/lookup.ts';
import { membersNamed, nameSearchKeys, nameSearchWords } from '../members/nameSearch.ts';
import { enqueue } from '../outbox/queue.ts';

export const advertImageBase = '/adverts/';
/** The most rows one member-list answer carries; a name search is narrowed by typing more. */
export const memberListLimit = 100;

export function siteRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;

  registerCall(
    app,
    context,
    'getContent',
    async ({ body }) => {
      const key = body.contentKey.trim();
      if (!key) throw fieldRefusal('contentKey', messages.invalidKey);
      const [block] = await db
        .select({ title: contentBlocks.title, content: contentBlocks.content })
        .from(contentBlocks)
        .where(sql`lower(${contentBlocks.key}) = ${key.toLowerCase()}`)
        .limit(1);
      if (!block) throw new HttpError(404, messages.invalidKey);
      return block;
    },
    { refusal: messages.invalidKey },
  );

  registerCall(app, context, 'contactUsSend', async ({ body, session }) => {
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
    const sender = session ? await memberById(db, session.memberId) : undefined;
    await write(context, ['messages'], (db) =>
      db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({
          memberId: sender?.id ?? null,
          contactName: body.ContactName.trim(),
          emailAddress: body.EmailAddress.trim(),
          message: body.Message,
          createdAt: now,
        });
        const who = sender ? ` (member ${sender.cellNational})` : ' (not logged in)';
        // The name is one line of the email: a line break in it must not start a line that reads as a header.
        const name = body.ContactName.trim().replace(/\s+/g, ' ');
        await enqueue(tx, now, {
          channel: 'email',
          to: settings.contactEmail,
          subject: `Contact Us: ${name}`,
          body: `From ${name} <${body.EmailAddress.trim()}>${who}\n\n${body.Message}`,
        });
      }),
    );
    return { message: siteMessages.contactSent };
  });

  // The search's ids, in list order; their rows come from the member list row cache.
  const nameSearch = db
    .select({ id: sql<number>`named.member_id` })
    .from(membersNamed(memberListLimit))
    .orderBy(sql`named.place`)
    .prepare('member_name_search');

  registerCall(app, context, 'getMemberList', async ({ body, session }) => {
    refuseIf(validateMemberSearch(body.search));
    const memberId = signedIn(session).memberId;
    const divisionCode = body.divisionCode.trim();
    let divisionId: number | undefined;
    if (divisionCode) {
      const [division] = await db
        .select({ id: divisions.id })
        .from(divisions)
        .where(eq(divisions.code, divisionCode))
        .limit(1);
      if (!division) throw fieldRefusal('divisionCode', siteMessages.unknownDivision);
      divisionId = division.id;
    }
    const keys = nameSearchKeys(body.search);
    const excludedId = body.includeSelf ? null : memberId;
    // A name search without a division looks in every store; a list without either, in the member's own.
    if (keys.length > 0) {
      const found = await nameSearch.execute({
        words: nameSearchWords(keys),
        divisionId: divisionId ?? null,
        excludedId,
      });
      return { memberList: await context.memberListRows.inOrder(found.map((r) => r.id)) };
    }
    const rows = await memberListRows(db)
      .where(
        and(
          eq(members.divisionId, divisionId ?? (await context.memberData.get(memberId)).divisionId),
          excludedId === null ? undefined : ne(members.id, excludedId),
          isNull(members.deactivatedAt),
        ),
      )
      .orderBy(asc(members.surname), asc(members.firstname), asc(members.id))
      .limit(memberListLimit);
    return { memberList: rows.map(memberListItem) };
  });

  registerCall(app, context, 'getDivisionList', async () => {
    const [countryRows, divisionRows] = await Promise.all([
      db
        .select({ countryCode: clusters.code, country: clusters.name })
        .from(clusters)
        .orderBy(asc(clusters.sortOrder), asc(clusters.id)),
      db
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
  });

  registerCall(app, context, 'advertData', async () => {
    const rows = await db
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
  });
}
