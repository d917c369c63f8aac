import {
  awardEntry,
  awardValueLabel,
  currentFormatter,
  defaultLanguage,
  feedMessages,
  milestoneMessages,
  nominationFundingEntry,
  type AwardType,
} from '@plaudit/domain';
import { inLanguage } from '../i18n/language.ts';
import { serverTexts } from '../i18n/messages.ts';

/** A calendar month as a wording keeps it: 'YYYY-MM' (named when read, in the reader's language). */
type MonthKey = string;

/**
 * What a statement line says, kept with its entry (`ledger_entries.wording`) as a kind and values, so the
 * line reads in the language of whoever reads the statement, not of whoever wrote it. The entry's
 * `description` keeps the same line in English for the lines written before wordings were kept.
 */
export type StatementWording =
  | {
      readonly kind: 'award';
      readonly type: AwardType | 'nomination';
      /** The value the award recognised, as the programme names it ('Client Focus'). */
      readonly value: string;
      readonly way: 'to' | 'from';
      /** The colleague's full name. */
      readonly name: string;
    }
  | {
      /** Points added to a colleague's recognition on the wall: the giver's line ('to') or a recipient's. */
      readonly kind: 'addition';
      readonly value: string;
      readonly way: 'to' | 'from';
      readonly name: string;
    }
  | { readonly kind: 'nominationFunding'; readonly nominationId: number; readonly value: string }
  | { readonly kind: 'birthday'; readonly programme: string }
  /** The programme's points on a work anniversary (issue 38). */
  | { readonly kind: 'anniversary'; readonly years: number; readonly programme: string }
  | { readonly kind: 'registrationBonus'; readonly programme: string }
  | { readonly kind: 'allowance'; readonly month: MonthKey }
  | { readonly kind: 'allowanceExpired' }
  | { readonly kind: 'allowanceForExpired'; readonly month: MonthKey }
  | { readonly kind: 'monthlyBudget'; readonly month: MonthKey }
  | { readonly kind: 'order'; readonly orderNum: string }
  | { readonly kind: 'refund'; readonly orderNum: string; readonly description: string };

/** An award's line: the giver's (way 'to', the recipient named) or a recipient's (way 'from', the giver). */
export const awardWording = (
  type: AwardType | 'nomination',
  value: string,
  way: 'to' | 'from',
  name: string,
): StatementWording => ({ kind: 'award', type, value, way, name });

/** Points added on the wall: the giver's line (way 'to', the recipient named) or a recipient's. */
export const additionWording = (
  value: string,
  way: 'to' | 'from',
  name: string,
): StatementWording => ({ kind: 'addition', value, way, name });

/** A month key's name and year in the current language ('March 2026', 'Maart 2026'). */
function monthText(key: MonthKey): string {
  const [year, month] = key.split('-').map(Number);
  return currentFormatter().monthYear(year ?? 0, (month ?? 1) - 1);
}

/** The line a wording reads as, in the current language. */
export function wordingText(wording: StatementWording): string {
  switch (wording.kind) {
    case 'award':
      return awardEntry(wording.type, awardValueLabel(wording.value), wording.way, wording.name);
    case 'addition':
      return wording.way === 'to'
        ? feedMessages.additionGivenEntry({
            recipient: wording.name,
            value: awardValueLabel(wording.value),
          })
        : feedMessages.additionEntry({
            giver: wording.name,
            value: awardValueLabel(wording.value),
          });
    case 'nominationFunding':
      return nominationFundingEntry(wording.nominationId, awardValueLabel(wording.value));
    case 'birthday':
      return serverTexts.birthdayEntry({ programme: wording.programme });
    case 'anniversary':
      return milestoneMessages.anniversaryEntry({
        years: wording.years,
        programme: wording.programme,
      });
    case 'registrationBonus':
      return serverTexts.registrationBonus({ programme: wording.programme });
    case 'allowance':
      return serverTexts.allowanceFor({ month: monthText(wording.month) });
    case 'allowanceExpired':
      return serverTexts.allowanceExpired;
    case 'allowanceForExpired':
      return serverTexts.allowanceForExpired({ month: monthText(wording.month) });
    case 'monthlyBudget':
      return serverTexts.monthlyBudget({ month: monthText(wording.month) });
    case 'order':
      return serverTexts.orderEntry({ orderNum: wording.orderNum });
    case 'refund':
      return serverTexts.refundEntry({
        orderNum: wording.orderNum,
        description: wording.description,
      });
  }
}

/** An entry's text as a posting gives it: written out (a reason an operator typed), or a wording. */
export type EntryText = string | StatementWording;

/** What an entry stores: its English line and, for a wording, the wording itself. */
export function storedEntryText(text: EntryText): {
  description: string;
  wording: StatementWording | null;
} {
  return typeof text === 'string'
    ? { description: text, wording: null }
    : { description: inLanguage(defaultLanguage, () => wordingText(text)), wording: text };
}

/** What a transfer of a kind says on a statement when its entry was written without a text. */
export function transferKindText(kind: string, reference: string | null, amount: number): string {
  const ref = reference ?? '';
  switch (kind) {
    case 'order':
      return serverTexts.entryOf.order({ reference: ref });
    case 'refund':
      return serverTexts.entryOf.refund({ reference: ref });
    case 'allowance':
      return serverTexts.entryOf.allowance;
    case 'expiry':
      return serverTexts.allowanceExpired;
    case 'grant':
      return serverTexts.entryOf.grant;
    case 'recommendation':
      return serverTexts.entryOf.recommendation;
    case 'adjustment':
      return serverTexts.entryOf.adjustment;
    default:
      return serverTexts.entryOf.points({ out: amount < 0 });
  }
}
