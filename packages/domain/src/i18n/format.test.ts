import { describe, expect, it } from 'vitest';
import { reportMonths } from '../months';
import type { CurrencyInfo } from '../money';
import { currencySymbols, currentFormatter, formatterFor } from './format';
import { registerShippedCatalogues } from './all';
import { setTranslatorSource, translatorFor } from './translator';

const rand: CurrencyInfo = {
  currencySymbol: 'R',
  currencyDecimalPlaces: 2,
  isTruncateCents: false,
  isCurrencySymbolSuffix: false,
};
const namibianDollars: CurrencyInfo = { ...rand, currencySymbol: currencySymbols.NAD ?? '' };
const moment = new Date(Date.UTC(2026, 10, 21, 12, 3)); // 14:03 in Johannesburg
const zone = 'Africa/Johannesburg';
// Intl groups digits with a no-break space (U+00A0) or a narrow one (U+202F), by locale and ICU version.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatterFor: English keeps the spec’s formats', () => {
  const en = formatterFor('en');
  it('writes points, money and dates as the spec does', () => {
    expect(en.number(12500)).toBe('12,500');
    expect(en.number(-1234567)).toBe('-1,234,567');
    expect(en.money(123450, rand)).toBe('R1,234.50');
    expect(en.money(123450, { ...rand, isTruncateCents: true })).toBe('R1,234');
    expect(en.money(123450, namibianDollars)).toBe('N$1,234.50');
    expect(en.date(moment, zone)).toBe('21 Nov 2026');
    expect(en.dateTime(moment, zone)).toBe('21 Nov 2026 14:03');
    expect(en.monthName(8)).toBe('September');
    expect(en.shortMonthName(8)).toBe('Sep');
    expect(en.monthYear(2026, 10)).toBe('November 2026');
    expect(en.shortMonthYear(2026, 10)).toBe('Nov 26');
  });

  it('writes a chart’s figures as the charts always have (en-ZA)', () => {
    expect(spaces(en.figure(1500))).toBe('1 500');
  });

  it('names report months as before', () => {
    const months = reportMonths(new Date(Date.UTC(2026, 10, 21)), zone);
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(months[2]).toEqual({ value: '2026-09', label: 'September 2026' });
  });

  it('says how long ago', () => {
    const now = new Date(Date.UTC(2026, 10, 21, 14, 0));
    expect(en.relativeTime(new Date(Date.UTC(2026, 10, 21, 12, 0)), now)).toBe('2 hours ago');
    expect(en.relativeTime(new Date(Date.UTC(2026, 10, 20, 14, 0)), now)).toBe('yesterday');
  });
});

describe('formatterFor: the other languages format by their locale', () => {
  it('Afrikaans (af-ZA)', () => {
    const af = formatterFor('af');
    expect(af.locale).toBe('af-ZA');
    expect(spaces(af.number(12500))).toBe('12 500');
    expect(spaces(af.money(123450, rand))).toBe('R1 234,50');
    expect(spaces(af.money(123450, namibianDollars))).toBe('N$1 234,50');
    expect(af.monthYear(2026, 10)).toBe('November 2026');
    expect(af.monthName(2)).toBe('Maart');
    expect(spaces(af.dateTime(moment, zone))).toMatch(/^21 Nov\.? 2026,? 14:03$/);
    const now = new Date(Date.UTC(2026, 10, 21, 14, 0));
    expect(af.relativeTime(new Date(Date.UTC(2026, 10, 21, 12, 0)), now)).toBe('2 uur gelede');
  });

  it('isiZulu and isiXhosa: numbers as English writes them, months named by their catalogues, the same in every runtime', () => {
    registerShippedCatalogues();
    const zu = formatterFor('zu');
    expect(zu.locale).toBe('en-ZA');
    expect(zu.number(12500)).toBe('12,500');
    expect(zu.money(123450, rand)).toBe('R1,234.50');
    expect(zu.money(123450, namibianDollars)).toBe('N$1,234.50');
    expect(zu.monthName(11)).toBe('Disemba');
    expect(zu.date(moment, zone)).toBe('21 Novemba 2026');
    expect(zu.dateTime(moment, zone)).toBe('21 Novemba 2026 14:03');
    expect(zu.monthYear(2026, 10)).toBe('Novemba 2026');
    expect(zu.shortMonthYear(2026, 10)).toBe('Novemba 26');
    const xh = formatterFor('xh');
    expect(xh.locale).toBe('en-ZA');
    expect(xh.monthName(10)).toBe(translatorFor('xh').format('dob.november'));
    expect(xh.monthName(10)).not.toBe('November');
    expect(xh.dateTime(moment, zone)).toBe(`21 ${xh.monthName(10)} 2026 14:03`);
    // The day and the hour are the zone's: 23:30 UTC is the next day in Johannesburg.
    expect(xh.dateTime(new Date(Date.UTC(2026, 11, 31, 23, 30)), zone)).toBe(
      `1 ${xh.monthName(0)} 2027 01:30`,
    );
    expect(xh.money(50, rand)).toBe('R0.50');
  });

  it('a language without locale data (Oshindonga, ng) formats by en-NA, Namibian dollars as N$', () => {
    const ng = formatterFor('ng');
    expect(ng.locale).toBe('en-NA');
    expect(ng.number(12500)).toBe(new Intl.NumberFormat('en-NA').format(12500));
    expect(ng.money(123450, namibianDollars)).toBe(
      `N$${new Intl.NumberFormat('en-NA', { minimumFractionDigits: 2 }).format(1234.5)}`,
    );
    expect(ng.money(123450, namibianDollars)).not.toContain('NAD');
    // Its months are its catalogue's: English's until a brand gives them.
    expect(ng.date(moment, zone)).toBe('21 November 2026');
  });

  it('report months in a language', () => {
    const [first] = reportMonths(new Date(Date.UTC(2026, 2, 21)), zone, 'af');
    expect(first).toEqual({ value: '2026-03', label: 'Maart 2026' });
  });

  it('the current formatter follows the current translator', () => {
    setTranslatorSource(() => translatorFor('af'));
    try {
      expect(currentFormatter().language).toBe('af');
    } finally {
      setTranslatorSource(() => translatorFor('en'));
    }
    expect(currentFormatter().number(12500)).toBe('12,500');
  });
});
