/** A statement row's points split into its Debit and Credit columns. */
export interface StatementAmounts {
  debit: number | null;
  credit: number | null;
}

/** Negative points go to Debit (kept negative); zero or positive to Credit (SPEC §2 statements). */
export function splitPoints(pointsValue: number): StatementAmounts {
  if (pointsValue < 0) return { debit: pointsValue, credit: null };
  return { debit: null, credit: pointsValue === 0 ? 0 : pointsValue };
}
