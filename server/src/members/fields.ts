import { fieldLimits } from '@plaudit/domain';
/** Limits the spec leaves open, for the profile's free-text fields (our choice). */
export const profileTextLimits = {
  interest1: fieldLimits.interest1,
  interestOtherDesc: fieldLimits.interestOtherDesc,
  otherInfo: fieldLimits.otherInfo,
} as const;
/** Contact Us fields the spec gives no limit (our choice). */
export const contactLimits = {
  ContactName: fieldLimits.contactName,
  Message: fieldLimits.contactMessage,
} as const;

/** A plausible address: something@something.tld, no spaces. Delivery is the real test. */
export function isPlausibleEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
