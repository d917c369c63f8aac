import type { UiWord } from '../theme/index.ts';

/** An order line's dispatch status (SPEC §10's codes) as the console names it. */
export const lineStatusWords: Readonly<Partial<Record<number, UiWord>>> = {
  1: 'Pending',
  4: 'Dispatched',
  9: 'Refunded',
};
