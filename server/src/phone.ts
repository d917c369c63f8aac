import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * The E.164 numbers a typed cell number can mean: in international form (+27…) exactly one;
 * otherwise (local form, or 0027…) one per programme country where it is a valid number, in the countries' order.
 */
export function cellCandidates(typed: string, regions: readonly string[]): string[] {
  const text = typed.trim();
  if (!/^[+\d][\d\s().-]*$/.test(text)) return [];
  const found: string[] = [];
  for (const region of text.startsWith('+') ? [undefined] : regions) {
    const parsed = parsePhoneNumberFromString(text, region as CountryCode | undefined);
    if (parsed?.isValid() && !found.includes(parsed.number)) found.push(parsed.number);
  }
  return found;
}

/** The number as its country writes it, digits only: +27820000001 → 0820000001. */
export function nationalForm(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatNational().replace(/\D/g, '') : e164;
}

/** The E.164 form of a number typed in a given country, or undefined when it is not a valid number there. */
export function toE164(typed: string, region: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed.trim(), region as CountryCode);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * A number typed in a given country in both its forms from one parse (an import of 100,000 members reads
 * each number once): E.164 and as the country writes it; undefined when it is not a valid number there.
 */
export function cellForms(
  typed: string,
  region: string,
): { e164: string; national: string } | undefined {
  const parsed = parsePhoneNumberFromString(typed.trim(), region as CountryCode);
  if (!parsed?.isValid()) return undefined;
  return { e164: parsed.number, national: parsed.formatNational().replace(/\D/g, '') };
}
