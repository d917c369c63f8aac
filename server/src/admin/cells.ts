/** Reading an import's cells: a row cleaned, its NUL found, its key when refused, yes/no and whole numbers. */

/** A row's column names and cells without the spaces around them. */
export const clean = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k.trim(), (v ?? '').trim()]));

/** PostgreSQL cannot store a NUL character: a row holding one is refused, naming its column. */
export const nulColumn = (record: Readonly<Record<string, string>>): string | undefined =>
  Object.entries(record).find(([, v]) => v.includes('\u0000'))?.[0];

/** The longest key a report shows of a refused row's cells (a cell may hold a whole paragraph). */
const refusedKeyMax = 100;

/**
 * The key of a row refused before its importer named its key: its key columns' cells as the file has them
 * (no NUL, which PostgreSQL cannot store in the job's report), '' when they are all empty.
 */
export const refusedRowKey = (
  keyColumns: readonly string[],
  record: Readonly<Record<string, string>>,
): string => {
  const cells = keyColumns.map((c) => (record[c] ?? '').replaceAll('\u0000', ''));
  if (cells.every((c) => c === '')) return '';
  const key = Array.from(cells.join('/'));
  return key.length > refusedKeyMax ? `${key.slice(0, refusedKeyMax - 1).join('')}…` : key.join('');
};

/** 'Y', 'yes', 'true', '1' (any case) are true; '', 'N', 'no', 'false', '0' false; anything else undefined. */
export function yesNo(text: string | undefined): boolean | undefined {
  const t = (text ?? '').trim().toLowerCase();
  if (['y', 'yes', 'true', '1'].includes(t)) return true;
  if (['', 'n', 'no', 'false', '0'].includes(t)) return false;
  return undefined;
}

/** A whole number of points from a cell, or undefined. */
export function wholeNumber(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  if (!/^-?\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}
