/** What is wrong with an amount of points to add, or the whole number it is. */
export type AmountCheck =
  | { readonly ok: true; readonly points: number }
  | { readonly ok: false; readonly issue: 'notWhole' | 'zero' | 'moreThanLeft' };

/** Reads the amount field: a whole number of points, more than 0, at most what is left to give. */
export function checkAmount(entered: string, left: number): AmountCheck {
  const trimmed = entered.trim();
  if (trimmed === '') return { ok: false, issue: 'zero' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, issue: 'notWhole' };
  const points = Number(trimmed);
  if (points === 0) return { ok: false, issue: 'zero' };
  if (points > left) return { ok: false, issue: 'moreThanLeft' };
  return { ok: true, points };
}
