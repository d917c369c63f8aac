/** What the picker wants listed: a store's members (search may be ''), or a name search in every store (divisionCode ''). */
export interface MemberQuery {
  divisionCode: string;
  search: string;
}

/** How long a name search with no store chosen waits for the typing to stop (SPEC §9). */
export const memberSearchDelayMs = 800;

/** The query for a store and a search text; null when there is nothing to ask (no store, no search). */
export function memberQuery(divisionCode: string, search: string): MemberQuery | null {
  const text = search.trim();
  return divisionCode === '' && text === '' ? null : { divisionCode, search: text };
}

/** Whether a change to this query waits for the typing to stop: a name search in every store. */
export function isDebounced(query: MemberQuery | null): boolean {
  return query !== null && query.divisionCode === '';
}

/** One text per query, to skip telling the caller the same query twice. */
export function queryId(query: MemberQuery | null): string {
  return query === null ? '' : `${query.divisionCode}\u0000${query.search}`;
}
