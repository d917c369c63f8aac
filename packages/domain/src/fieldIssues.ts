import { firstMessages } from './firstMessages';
import { defineMessages, text } from './i18n';
import { fieldLimits, passwordMinLength } from './limits';

/*
 * The validators' common ground and the login's, which a visitor's first screen runs (Hello): apart from
 * validation.ts, whose other forms' rules and messages a first load does not need.
 */

/** Field-keyed problems of a form, the same shape as the server's formErrors; {} means valid. */
export type FormIssues = Record<string, string>;

/** The labels used in the generic field messages, keyed by wire field name (our wording). */
export const fieldLabels = defineMessages('field', {
  memberNumber: text(
    'Mobile number',
    'The login form’s field name, inside "… is required." and the like.',
  ),
  cellNum: text(
    'Mobile number',
    'The mobile number field’s name, inside "… is required." and the like.',
  ),
  postAddr2: text(
    'ID',
    'The identity number field’s name (optional), inside "… must be at most 20 characters."',
  ),
  otp: text('OTP', 'The one-time pin field’s name, inside "… is required." (OTP: one-time pin).'),
  firstname: text('First name', 'A field name, inside "… is required." and the like.'),
  surname: text('Surname', 'A field name, inside "… is required." and the like.'),
  email: text('Email', 'The email address field’s name, inside "… is required." and the like.'),
  password: text('Password', 'A field name, inside "… is required." and the like.'),
  ContactName: text('Name', 'Contact Us: the name field’s name, inside "… is required."'),
  EmailAddress: text('Email', 'Contact Us: the email field’s name, inside "… is required."'),
  Message: text('Message', 'Contact Us: the message field’s name, inside "… is required."'),
  nomCat: text(
    'Value',
    'A nomination’s value (Integrity, Teamwork…), inside "Please choose a … from the list." (in lower case).',
  ),
  reason: text(
    'Value',
    'An award’s value (Teamwork, Thank You!…), inside "Please choose a … from the list." (in lower case).',
  ),
  nominationReason: text('Reason', 'A nomination’s reason (its text), inside "… is required."'),
  adjustmentReason: text(
    'Reason',
    'The operator console: the reason for a change of a member, inside "… is required."',
  ),
  points: text(
    'Points value',
    'An award’s points, inside "Please choose a … from the list." (in lower case).',
  ),
  message: text('Message', 'An award’s or Send To All’s message, inside "… is required."'),
  sendBy: text('Send by', 'How a message is sent (Email or SMS), inside "… is required."'),
  search: text('Search', 'The member search, inside "… must be at most 20 characters."'),
  dOBdd: text('Day', 'The day of the date of birth, inside "… is required."'),
  dOBmm: text('Month', 'The month of the date of birth, inside "… is required."'),
});

type Label = keyof typeof fieldLabels;

/** The password hint when the password breaks the rule (8+ characters, a letter and a digit), else undefined. */
export function checkPassword(password: string): string | undefined {
  const ok =
    password.length >= passwordMinLength && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
  return ok ? undefined : firstMessages.passwordHint;
}

/** Collects issues: each check adds a message for a field unless that field already has one. */
export class Issues {
  readonly found: FormIssues = {};

  add(field: string, message: string | undefined): this {
    if (message !== undefined && !(field in this.found)) this.found[field] = message;
    return this;
  }

  required(field: Label, value: string | undefined, label: string = fieldLabels[field]): this {
    return this.add(field, (value ?? '').trim() === '' ? firstMessages.required(label) : undefined);
  }

  max(
    field: Label,
    value: string | undefined,
    limit: number,
    label: string = fieldLabels[field],
  ): this {
    return this.add(
      field,
      (value ?? '').length > limit ? firstMessages.tooLong(label, limit) : undefined,
    );
  }

  text(
    field: Label,
    value: string | undefined,
    limit: number,
    label: string = fieldLabels[field],
  ): this {
    return this.required(field, value, label).max(field, value, limit, label);
  }

  password(field: Label, value: string | undefined): this {
    return this.text(field, value, fieldLimits.password).add(field, checkPassword(value ?? ''));
  }

  oneOf(
    field: Label,
    value: string | number | undefined,
    choices: readonly (string | number)[],
  ): this {
    const chosen = value !== undefined && value !== '' && choices.includes(value);
    return this.add(field, chosen ? undefined : firstMessages.notAllowedChoice(fieldLabels[field]));
  }
}

/** Login: member number (max 50) and password (max 80) required; the password rule is not applied. */
export function validateLogin(form: { memberNumber: string; password: string }): FormIssues {
  return new Issues()
    .text('memberNumber', form.memberNumber, fieldLimits.loginMemberNumber)
    .text('password', form.password, fieldLimits.password).found;
}
