import { awardPoints, awardValues, messageLimit, nominationValues } from './awards';
import type { AwardType, SendBy } from './awards';
import { isValidDob } from './dob';
import { fieldLabels, Issues, type FormIssues } from './fieldIssues';
import { fieldLimits } from './limits';
import { consoleMessages, messages } from './messages';

/** Registration step 1: cell number required (max 20); identity-provider ID optional (max 20). */
export function validateRegistrationStep1(form: {
  cellNum: string;
  postAddr2?: string;
}): FormIssues {
  return new Issues()
    .text('cellNum', form.cellNum, fieldLimits.cellNum)
    .max('postAddr2', form.postAddr2, fieldLimits.postAddr2Registration).found;
}

/** Registration step 2: OTP, names, email, a password that keeps the rule, and the terms tick. */
export function validateRegistrationStep2(form: {
  otp: string;
  firstname: string;
  surname: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}): FormIssues {
  return new Issues()
    .text('otp', form.otp, fieldLimits.otp)
    .text('firstname', form.firstname, fieldLimits.firstname)
    .text('surname', form.surname, fieldLimits.surname)
    .text('email', form.email, fieldLimits.email)
    .password('password', form.password)
    .add('acceptTerms', form.acceptTerms ? undefined : messages.termsRequired).found;
}

/** Forgot password step 1: the cell number. */
export function validateForgotPasswordStep1(form: { cellNum: string }): FormIssues {
  return new Issues().text('cellNum', form.cellNum, fieldLimits.cellNum).found;
}

/** Forgot password step 2: the OTP and a new password that keeps the rule. */
export function validateForgotPasswordStep2(form: { otp: string; password: string }): FormIssues {
  return new Issues().text('otp', form.otp, fieldLimits.otp).password('password', form.password)
    .found;
}

/** Change password: the new password; the OTP too once the modal's second view sends it. */
export function validateChangePassword(form: { password: string; otp?: string }): FormIssues {
  const issues = new Issues().password('password', form.password);
  return form.otp === undefined
    ? issues.found
    : issues.text('otp', form.otp, fieldLimits.otp).found;
}

/** The profile edit form (wire names of /api/member/memberupdate, plus the terms tick). */
export interface ProfileForm {
  firstname: string;
  surname: string;
  email: string;
  cellNum: string;
  postAddr2?: string;
  dOBdd?: string;
  dOBmm?: string;
  acceptTerms?: boolean;
}

/** Profile update: names, email and cell required; ID max 30; DOB empty or real; terms when no email is stored. */
export function validateProfileUpdate(
  form: ProfileForm,
  stored: { currentEmail: string },
): FormIssues {
  const day = (form.dOBdd ?? '').trim();
  const month = (form.dOBmm ?? '').trim();
  const dobIssue =
    (day === '' && month === '') || isValidDob(day, month) ? undefined : messages.invalidDob;
  const needsTerms = stored.currentEmail.trim() === '' && form.acceptTerms !== true;
  return new Issues()
    .text('firstname', form.firstname, fieldLimits.firstname)
    .text('surname', form.surname, fieldLimits.surname)
    .text('email', form.email, fieldLimits.email)
    .text('cellNum', form.cellNum, fieldLimits.cellNum)
    .max('postAddr2', form.postAddr2, fieldLimits.postAddr2Profile)
    .add(day === '' ? 'dOBmm' : 'dOBdd', dobIssue)
    .add('acceptTerms', needsTerms ? messages.termsRequired : undefined).found;
}

/** Contact Us: name, email and message required, and its terms accepted (the server checks too). */
export function validateContactUs(form: {
  ContactName: string;
  EmailAddress: string;
  Message: string;
  AcceptTerms: boolean;
}): FormIssues {
  return new Issues()
    .required('ContactName', form.ContactName)
    .text('EmailAddress', form.EmailAddress, fieldLimits.email)
    .required('Message', form.Message)
    .add('AcceptTerms', form.AcceptTerms ? undefined : messages.contactTermsRequired).found;
}

/** Nomination: a value from the list, a reason (max 1500) and at least one recipient. */
export function validateNomination(form: {
  nomCat: string;
  reason: string;
  members: readonly string[];
}): FormIssues {
  return new Issues()
    .oneOf('nomCat', form.nomCat, nominationValues)
    .text('reason', form.reason, fieldLimits.nominationReason, fieldLabels.nominationReason)
    .add('members', form.members.length === 0 ? messages.recipientsRequired : undefined).found;
}

/** Rules shared by the award and Send To All messages: a send method, then a message within its limit. */
function checkMessage(issues: Issues, message: string, sendBy: SendBy | undefined): Issues {
  const limit = messageLimit(sendBy);
  issues.add('sendBy', limit === undefined ? messages.required(fieldLabels.sendBy) : undefined);
  return limit === undefined ? issues : issues.text('message', message, limit);
}

/** The award form of /api/reward/doreward. */
export interface AwardForm {
  what: AwardType;
  reason: string;
  points: number;
  message: string;
  sendBy: SendBy | undefined;
  recipients: readonly string[];
}

/** Award: recipients, a value and points from the type's lists (Shout Out: 0 points), sendBy and message. */
export function validateAward(form: AwardForm): FormIssues {
  const choices = awardPoints(form.what);
  const issues = new Issues()
    .add('recipients', form.recipients.length === 0 ? messages.recipientsRequired : undefined)
    .oneOf('reason', form.reason, awardValues(form.what));
  if (choices.length > 0) issues.oneOf('points', form.points, choices);
  else issues.oneOf('points', form.points, [0]);
  return checkMessage(issues, form.message, form.sendBy).found;
}

/** The Send To All form of /api/reward/sendtoall. */
export interface SendToAllForm {
  isAllShops: boolean;
  message: string;
  sendBy: SendBy | undefined;
  recipients: readonly string[];
}

/** Send To All: recipients unless 'all stores', then sendBy and a message within its limit. */
export function validateSendToAll(form: SendToAllForm): FormIssues {
  const issues = new Issues().add(
    'recipients',
    !form.isAllShops && form.recipients.length === 0 ? messages.recipientsRequired : undefined,
  );
  return checkMessage(issues, form.message, form.sendBy).found;
}

/** Member search text: at most 20 characters; empty is allowed (lists the chosen store). */
export function validateMemberSearch(search: string): FormIssues {
  return new Issues().max('search', search, fieldLimits.memberSearch).found;
}

/** An operator's change of a member's roles or of whether they are active: the reason (max 200) is required. */
export function validateConsoleReason(form: { reason: string }): FormIssues {
  return new Issues().text(
    'reason',
    form.reason,
    fieldLimits.adjustmentReason,
    fieldLabels.adjustmentReason,
  ).found;
}

/** An operator's balance adjustment: points other than 0 and a reason (max 200) for the statement. */
export function validateAdjustment(form: { points: number; reason: string }): FormIssues {
  return new Issues()
    .add('points', form.points === 0 ? consoleMessages.pointsRequired : undefined)
    .text('reason', form.reason, fieldLimits.adjustmentReason, fieldLabels.adjustmentReason).found;
}
