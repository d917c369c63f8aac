import { describe, expect, it } from 'vitest';
import { checkPassword, validateLogin } from './fieldIssues';
import {
  validateAdjustment,
  validateAward,
  validateChangePassword,
  validateContactUs,
  validateForgotPasswordStep1,
  validateForgotPasswordStep2,
  validateMemberSearch,
  validateNomination,
  validateProfileUpdate,
  validateRegistrationStep1,
  validateRegistrationStep2,
  validateSendToAll,
  type AwardForm,
  type ProfileForm,
} from './validation';
import { consoleMessages } from './messages';

const hint = 'At least 8 characters with at least 1 letter and 1 number';
const terms = 'Terms and Conditions are required to be accepted to participate in this program';
const recipientsRequired = 'Please select at least one recipient.';

describe('checkPassword', () => {
  it.each(['abcdefg1', 'Passw0rdPassw0rd', 'ñandú123'])('accepts %j', (password) => {
    expect(checkPassword(password)).toBeUndefined();
  });

  it.each(['abc1234', 'abcdefgh', '12345678', '', '        '])(
    'gives the hint for %j',
    (password) => {
      expect(checkPassword(password)).toBe(hint);
    },
  );
});

describe('validateLogin', () => {
  it('requires both fields and caps the member number at 50', () => {
    expect(validateLogin({ memberNumber: '0821234567', password: 'x' })).toEqual({});
    expect(validateLogin({ memberNumber: ' ', password: '' })).toEqual({
      memberNumber: 'Mobile number is required.',
      password: 'Password is required.',
    });
    expect(validateLogin({ memberNumber: '1'.repeat(51), password: 'p'.repeat(81) })).toEqual({
      memberNumber: 'Mobile number must be at most 50 characters.',
      password: 'Password must be at most 80 characters.',
    });
    expect(validateLogin({ memberNumber: '1'.repeat(50), password: 'p'.repeat(80) })).toEqual({});
  });
});

describe('registration', () => {
  it('step 1 needs the cell number (max 20); the ID is optional, max 20', () => {
    expect(validateRegistrationStep1({ cellNum: '0821234567' })).toEqual({});
    expect(validateRegistrationStep1({ cellNum: '', postAddr2: 'A'.repeat(20) })).toEqual({
      cellNum: 'Mobile number is required.',
    });
    expect(
      validateRegistrationStep1({ cellNum: '1'.repeat(21), postAddr2: 'A'.repeat(21) }),
    ).toEqual({
      cellNum: 'Mobile number must be at most 20 characters.',
      postAddr2: 'ID must be at most 20 characters.',
    });
  });

  const step2 = {
    otp: '123456',
    firstname: 'Ann',
    surname: 'Lee',
    email: 'ann@example.com',
    password: 'secret123',
    acceptTerms: true,
  };

  it('step 2 accepts a complete form', () => {
    expect(validateRegistrationStep2(step2)).toEqual({});
  });

  it('step 2 requires the terms checkbox with the spec message', () => {
    expect(validateRegistrationStep2({ ...step2, acceptTerms: false })).toEqual({
      acceptTerms: terms,
    });
  });

  it('step 2 applies the password rule, required fields and limits', () => {
    expect(
      validateRegistrationStep2({
        otp: '1'.repeat(21),
        firstname: '',
        surname: 'L'.repeat(81),
        email: `${'e'.repeat(75)}@x.com`,
        password: 'short1',
        acceptTerms: true,
      }),
    ).toEqual({
      otp: 'OTP must be at most 20 characters.',
      firstname: 'First name is required.',
      surname: 'Surname must be at most 80 characters.',
      email: 'Email must be at most 80 characters.',
      password: hint,
    });
  });
});

describe('forgot and change password', () => {
  it('needs the cell number, then OTP and a password that keeps the rule', () => {
    expect(validateForgotPasswordStep1({ cellNum: '' })).toEqual({
      cellNum: 'Mobile number is required.',
    });
    expect(validateForgotPasswordStep1({ cellNum: '0821234567' })).toEqual({});
    expect(validateForgotPasswordStep2({ otp: '', password: 'letters only' })).toEqual({
      otp: 'OTP is required.',
      password: hint,
    });
    expect(validateForgotPasswordStep2({ otp: '1234', password: 'secret123' })).toEqual({});
  });

  it('checks the new password, and the OTP once it is sent', () => {
    expect(validateChangePassword({ password: '' })).toEqual({ password: 'Password is required.' });
    expect(validateChangePassword({ password: 'secret123' })).toEqual({});
    expect(validateChangePassword({ password: 'secret123', otp: '' })).toEqual({
      otp: 'OTP is required.',
    });
  });
});

describe('validateProfileUpdate', () => {
  const profile: ProfileForm = {
    firstname: 'Ann',
    surname: 'Lee',
    email: 'ann@example.com',
    cellNum: '0821234567',
    postAddr2: 'X'.repeat(30),
    dOBdd: '29',
    dOBmm: '2',
  };
  const stored = { currentEmail: 'ann@example.com' };

  it('accepts a complete profile with an ID of up to 30', () => {
    expect(validateProfileUpdate(profile, stored)).toEqual({});
    expect(validateProfileUpdate({ ...profile, postAddr2: 'X'.repeat(31) }, stored)).toEqual({
      postAddr2: 'ID must be at most 30 characters.',
    });
  });

  it('requires the terms checkbox when the stored email is empty', () => {
    expect(validateProfileUpdate(profile, { currentEmail: '' })).toEqual({ acceptTerms: terms });
    expect(validateProfileUpdate({ ...profile, acceptTerms: true }, { currentEmail: '' })).toEqual(
      {},
    );
  });

  it('accepts an empty date of birth and refuses a pair that is not a real date', () => {
    expect(validateProfileUpdate({ ...profile, dOBdd: '', dOBmm: '' }, stored)).toEqual({});
    expect(validateProfileUpdate({ ...profile, dOBdd: '31', dOBmm: '4' }, stored)).toEqual({
      dOBdd: 'Please enter a valid date of birth.',
    });
    expect(validateProfileUpdate({ ...profile, dOBdd: '', dOBmm: '4' }, stored)).toEqual({
      dOBmm: 'Please enter a valid date of birth.',
    });
  });

  it('requires names, email and cell number', () => {
    expect(
      validateProfileUpdate(
        { ...profile, firstname: '', surname: '', email: '', cellNum: '' },
        stored,
      ),
    ).toEqual({
      firstname: 'First name is required.',
      surname: 'Surname is required.',
      email: 'Email is required.',
      cellNum: 'Mobile number is required.',
    });
  });
});

describe('validateContactUs', () => {
  it('requires name, email, message and its terms', () => {
    expect(
      validateContactUs({
        ContactName: 'Ann',
        EmailAddress: 'ann@example.com',
        Message: 'Hi',
        AcceptTerms: true,
      }),
    ).toEqual({});
    expect(
      validateContactUs({ ContactName: '', EmailAddress: '', Message: '', AcceptTerms: false }),
    ).toEqual({
      ContactName: 'Name is required.',
      EmailAddress: 'Email is required.',
      Message: 'Message is required.',
      AcceptTerms: 'Please accept the terms to send your message.',
    });
  });
});

describe('validateNomination', () => {
  it('needs a listed value, a reason of at most 1500 characters and a recipient', () => {
    expect(
      validateNomination({ nomCat: 'Teamwork', reason: 'r'.repeat(1500), members: ['101'] }),
    ).toEqual({});
    expect(validateNomination({ nomCat: '', reason: 'r'.repeat(1501), members: [] })).toEqual({
      nomCat: 'Please choose a value from the list.',
      reason: 'Reason must be at most 1500 characters.',
      members: recipientsRequired,
    });
    expect(validateNomination({ nomCat: 'Thank You!', reason: '', members: ['div:PN'] })).toEqual({
      nomCat: 'Please choose a value from the list.',
      reason: 'Reason is required.',
    });
  });
});

describe('validateAward', () => {
  const recognise: AwardForm = {
    what: 'reward',
    reason: 'Client Focus',
    points: 5000,
    message: 'Well done',
    sendBy: 'sms',
    recipients: ['101'],
  };

  it('accepts a complete award of each type', () => {
    expect(validateAward(recognise)).toEqual({});
    expect(
      validateAward({ ...recognise, what: 'payitforward', reason: 'Integrity', points: 100 }),
    ).toEqual({});
    expect(
      validateAward({ ...recognise, what: 'thankyou', reason: 'You rock', points: 0 }),
    ).toEqual({});
  });

  it("refuses to send without a recipient: 'Please select at least one recipient.'", () => {
    expect(validateAward({ ...recognise, recipients: [] })).toEqual({
      recipients: recipientsRequired,
    });
  });

  it("keeps points and values to the type's lists", () => {
    expect(validateAward({ ...recognise, what: 'payitforward', points: 5000 })).toEqual({
      reason: 'Please choose a value from the list.',
      points: 'Please choose a points value from the list.',
    });
    expect(
      validateAward({ ...recognise, what: 'thankyou', reason: 'Well done!', points: 5 }),
    ).toEqual({
      points: 'Please choose a points value from the list.',
    });
  });

  it('needs sendBy, then a message within 150 (SMS) or 350 (email) characters', () => {
    expect(validateAward({ ...recognise, sendBy: undefined })).toEqual({
      sendBy: 'Send by is required.',
    });
    expect(validateAward({ ...recognise, message: '' })).toEqual({
      message: 'Message is required.',
    });
    expect(validateAward({ ...recognise, message: 'm'.repeat(151) })).toEqual({
      message: 'Message must be at most 150 characters.',
    });
    expect(validateAward({ ...recognise, sendBy: 'email', message: 'm'.repeat(350) })).toEqual({});
    expect(validateAward({ ...recognise, sendBy: 'email', message: 'm'.repeat(351) })).toEqual({
      message: 'Message must be at most 350 characters.',
    });
  });
});

describe('validateSendToAll', () => {
  it("waives recipients when 'all stores' is chosen", () => {
    const form = { isAllShops: true, message: 'Hello all', sendBy: 'sms' as const, recipients: [] };
    expect(validateSendToAll(form)).toEqual({});
    expect(validateSendToAll({ ...form, isAllShops: false })).toEqual({
      recipients: recipientsRequired,
    });
    expect(validateSendToAll({ ...form, sendBy: undefined })).toEqual({
      sendBy: 'Send by is required.',
    });
  });
});

describe('validateMemberSearch', () => {
  it('allows up to 20 characters', () => {
    expect(validateMemberSearch('')).toEqual({});
    expect(validateMemberSearch('a'.repeat(20))).toEqual({});
    expect(validateMemberSearch('a'.repeat(21))).toEqual({
      search: 'Search must be at most 20 characters.',
    });
  });
});

describe('validateAdjustment', () => {
  it('needs points other than 0 and a reason of at most 200 characters', () => {
    expect(validateAdjustment({ points: -20, reason: 'Duplicate recommendation' })).toEqual({});
    expect(validateAdjustment({ points: 0, reason: ' ' })).toEqual({
      points: consoleMessages.pointsRequired,
      reason: 'Reason is required.',
    });
    expect(Object.keys(validateAdjustment({ points: 5, reason: 'x'.repeat(201) }))).toEqual([
      'reason',
    ]);
  });
});
