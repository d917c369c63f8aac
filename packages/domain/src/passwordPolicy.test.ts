import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { breachedListForms, checkNewPassword } from './passwordPolicy';

const listed = new Set(['password', 'password123', 'qwerty123', 'welcome', 'summer', 'dragon']);
const isBreached = (form: string) => listed.has(form);

describe('breachedListForms', () => {
  it('looks up the password and its core without the digits and symbols around it', () => {
    expect(breachedListForms('Password123!')).toEqual(['password123!', 'password123', 'password']);
    expect(breachedListForms('Summer2027')).toEqual(['summer2027', 'summer']);
    expect(breachedListForms('!!Dragon99')).toEqual(['!!dragon99', 'dragon99', 'dragon']);
    expect(breachedListForms('Kennels42x')).toEqual(['kennels42x']);
    // A core too short to mean anything is not looked up.
    expect(breachedListForms('ab47291635')).toEqual(['ab47291635']);
  });
});

describe('checkNewPassword', () => {
  it.each([
    'Password123!',
    'Qwerty123!',
    'Welcome2024',
    'Summer2027',
    'Plaudit123',
    'PLAUDIT2026!',
  ])('refuses %s as breached', (password) => {
    expect(checkNewPassword(password, { isBreached })).toBe(messages.passwordBreached);
  });

  it('applies the spec rule first and accepts a password that is none of these', () => {
    expect(checkNewPassword('short1', { isBreached })).toBe(messages.passwordHint);
    expect(checkNewPassword('Kennels42x', { isBreached })).toBeUndefined();
    expect(checkNewPassword('Tabby-cat-on-4-mats', { isBreached })).toBeUndefined();
  });

  it("refuses the member's own number in any format", () => {
    const checks = { isBreached, cellNumber: '+27820000099' };
    expect(checkNewPassword('x820000099', checks)).toBe(messages.passwordContainsNumber);
    expect(checkNewPassword('Kennels42x', checks)).toBeUndefined();
  });
});
