import { memberListLimit, siteMessages, validateMemberSearch } from '@plaudit/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { divisions, members } from '../db/schema.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { fieldRefusal, refuseIf } from '../refusals.ts';
import { memberListItem, memberListRows } from './listRows.ts';
import { membersNamed, nameSearchKeys, nameSearchWords } from './nameSearch.ts';

/** A division's member list order, registered members first: the order of the index members_list_idx. */
const registeredFirst = [
  sql`(${members.registeredAt} is null)`,
  members.surname,
  members.firstname,
  members.id,
];

/** Active members of the division `divisionId` but `excludedId` (null for none), with every name key of `words` when `named`. */
const inDivision = (named: boolean) =>
  and(
    sql`${members.divisionId} = ${sql.placeholder('divisionId')}`,
    isNull(members.deactivatedAt),
    sql`${members.id} is distinct from ${sql.placeholder('excludedId')}::integer`,
    named
      ? sql`${members.nameKeys} @> string_to_array(${sql.placeholder('words')}, ' ')`
      : undefined,
  );

/**
 * The first rows of a division's list (placeholders `divisionId`, `excludedId`, and `words` when `named`):
 * a walk of members_list_idx that stops at the limit.
 */
export const divisionPage = (db: Db, named: boolean) =>
  memberListRows(db)
    .where(inDivision(named))
    .orderBy(...registeredFirst)
    .limit(memberListLimit);

/** How many members a division's list holds (the placeholders of divisionPage). */
export const divisionCount = (db: Db, named: boolean) =>
  db
    .select({ total: sql<number>`count(*)::integer` })
    .from(members)
    .where(inDivision(named));

/** A registered member's row before an unregistered one's, each kind in the order given (a stable split). */
const registeredBeforeOthers = <T extends { memberId: string }>(rows: readonly T[]): T[] => [
  ...rows.filter((r) => !r.memberId.startsWith('0.')),
  ...rows.filter((r) => r.memberId.startsWith('0.')),
];

/**
 * getmemberlist. A division's list (with or without a name search) is its active members, registered ones
 * first and then by name, walked along members_list_idx to the limit. A name search in every store is the
 * member name search (plaudit_search_members: the first 100 by surname) with its rows from the member list
 * row cache, the registered ones of those first. Each answer says how many members the list holds in all
 * (`total`): counted only when the rows reach the limit, as fewer rows are all there is.
 */
export class MemberList {
  private readonly everywhere;
  private readonly everywhereCount;
  private readonly division;
  private readonly divisionCount;
  private readonly divisionNamed;
  private readonly divisionNamedCount;

  constructor(private readonly context: ServerContext) {
    const { db } = context;
    this.everywhere = db
      .select({ id: sql<number>`named.member_id` })
      .from(membersNamed(memberListLimit))
      .orderBy(sql`named.place`)
      .prepare('member_name_search');
    this.everywhereCount = db
      .select({ total: sql<number>`count(*)::integer` })
      .from(members)
      .where(
        and(
          sql`${members.nameKeys} @> string_to_array(${sql.placeholder('words')}, ' ')`,
          isNull(members.deactivatedAt),
          sql`${members.id} is distinct from ${sql.placeholder('excludedId')}::integer`,
        ),
      )
      .prepare('member_name_search_count');
    this.division = divisionPage(db, false).prepare('member_list_division');
    this.divisionCount = divisionCount(db, false).prepare('member_list_division_count');
    this.divisionNamed = divisionPage(db, true).prepare('member_list_division_named');
    this.divisionNamedCount = divisionCount(db, true).prepare('member_list_division_named_count');
  }

  async list(
    memberId: number,
    body: RequestBody<'getMemberList'>,
  ): Promise<ResponseValue<'getMemberList'>> {
    refuseIf(validateMemberSearch(body.search));
    const divisionId = await this.divisionOf(body.divisionCode.trim());
    const keys = nameSearchKeys(body.search);
    const excludedId = body.includeSelf ? null : memberId;
    if (keys.length > 0 && divisionId === undefined) {
      return this.searchEverywhere(nameSearchWords(keys), excludedId);
    }
    const division = divisionId ?? (await this.context.memberData.get(memberId)).divisionId;
    const named = keys.length > 0;
    const params = { divisionId: division, excludedId, words: nameSearchWords(keys) };
    const rows = await (named ? this.divisionNamed : this.division).execute(params);
    const total =
      rows.length < memberListLimit
        ? rows.length
        : ((await (named ? this.divisionNamedCount : this.divisionCount).execute(params))[0]
            ?.total ?? rows.length);
    return { memberList: rows.map(memberListItem), total };
  }

  /** A name search in every store: its first 100 by surname, the registered ones first, and how many match. */
  private async searchEverywhere(
    words: string,
    excludedId: number | null,
  ): Promise<ResponseValue<'getMemberList'>> {
    const found = await this.everywhere.execute({ words, divisionId: null, excludedId });
    const rows = await this.context.memberListRows.inOrder(found.map((r) => r.id));
    const total =
      found.length < memberListLimit
        ? rows.length
        : ((await this.everywhereCount.execute({ words, excludedId }))[0]?.total ?? rows.length);
    return { memberList: registeredBeforeOthers(rows), total };
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
