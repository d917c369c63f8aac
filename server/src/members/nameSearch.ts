import { sql, type SQL } from 'drizzle-orm';

/** The longest name-key prefix the database stores (migration 0004's plaudit_name_keys). */
export const nameKeyLength = 20;

/**
 * The keys a typed name search asks for: each typed word, folded like the database folds names
 * (accents off, lower case) and without hyphens, apostrophes and dots. A member matches when every key is
 * the start of a word of their name: 'zan mok' finds Zanele Mokoena, 'mokoena-sm' Lerato Mokoena-Smith.
 */
export function nameSearchKeys(search: string): string[] {
  const folded = search.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const keys = folded
    .split(/\s+/)
    .map((word) => word.replace(/[-'’.]/g, '').slice(0, nameKeyLength))
    .filter((word) => word !== '');
  return [...new Set(keys)];
}

/**
 * The first `limit` members, in surname order, whose names match every key, as a row source `named`
 * (`named.member_id`, and `named.place` for that order), found by the database's plaudit_search_members
 * (migrations 0007 and 0008). Two or more keys that match few members are intersected in the GIN index of
 * members.name_keys; one key, or a wide match, walks member_name_keys in surname order from the first key
 * and stops at the limit, so it reads about `limit` entries per key, not every match. Placeholders:
 * `words` (nameSearchWords), `divisionId` and `excludedId` (or null).
 */
export const membersNamed = (limit: number): SQL =>
  sql`plaudit_search_members(string_to_array(${sql.placeholder('words')}, ' '), ${sql.placeholder('divisionId')}, ${sql.placeholder('excludedId')}, ${limit}) with ordinality as named(member_id, place)`;

/** The `words` of membersNamed: the keys, longest (likeliest rare) first. */
export const nameSearchWords = (keys: readonly string[]): string =>
  [...keys].sort((a, b) => b.length - a.length).join(' ');
