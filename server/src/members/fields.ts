/** Limits the spec leaves open, for the profile's free-text fields (our choice). */
export const profileTextLimits = { interest1: 80, interestOtherDesc: 200, otherInfo: 500 } as const;
/** Contact Us fields the spec gives no limit (our choice). */
export const contactLimits = { ContactName: 80, Message: 2000 } as const;

/** (our wording) */
export const invalidEmailMessage = 'Please enter a valid email address.';

/** A plausible address: something@something.tld, no spaces. Delivery is the real test. */
export function isPlausibleEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
