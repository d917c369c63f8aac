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
