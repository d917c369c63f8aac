import { errorMessages, messages } from '@plaudit/domain';

export type FormErrors = Record<string, string>;

/**
 * Why a service refused: the HTTP layer (http/errors.ts) gives each kind its status; the command line
 * reads the message.
 */
export type RefusalKind =
  /** The request's content is wrong (a field, a total, a balance too small). */
  | 'invalid'
  /** Nobody is signed in, or the session's member is gone. */
  | 'unauthenticated'
  /** Signed in, but this member may not do this. */
  | 'forbidden'
  /** What the request names does not exist (for this member). */
  | 'notFound'
  /** The request repeats another (an Idempotency-Key) with different content. */
  | 'conflict'
  /** Too many of these in a short time (`retryAfterSeconds` says when to come back). */
  | 'tooSoon'
  /** What was sent is larger than the programme takes (a picture of too many pixels). */
  | 'tooLarge'
  /** What was sent is of a kind the programme cannot take (a file that is no picture). */
  | 'unsupportedType';

/** A refusal the caller can act on: a message and perhaps per-field errors. Nothing was changed. */
export class Refusal extends Error {
  readonly formErrors: FormErrors | undefined;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    formErrors?: FormErrors,
    /** For 'tooSoon': the seconds until a try may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Refusal';
    this.formErrors = formErrors && Object.keys(formErrors).length > 0 ? formErrors : undefined;
  }
}

/**
 * The refusal of a form's problems. A refusal for the terms tick alone carries the spec's text as its
 * message too (SPEC §5: 'Terms and Conditions are required to be accepted …').
 */
export function badRequest(formErrors: FormErrors, message?: string): Refusal {
  const fields = Object.keys(formErrors);
  const termsOnly = fields.length === 1 && fields[0] === 'acceptTerms';
  return new Refusal(
    'invalid',
    message ?? (termsOnly ? messages.termsRequired : errorMessages.correctFields),
    formErrors,
  );
}

/** The refusal of one field's problem, whose text is the message too. */
export const fieldRefusal = (field: string, text: string): Refusal =>
  badRequest({ [field]: text }, text);

/** Throws the refusal of a form's problems, if any. */
export function refuseIf(formErrors: FormErrors, message?: string): void {
  if (Object.keys(formErrors).length > 0) throw badRequest(formErrors, message);
}

export const unauthorized = (message: string = errorMessages.sessionRequired) =>
  new Refusal('unauthenticated', message);

export const invalid = (message: string) => new Refusal('invalid', message);
export const forbidden = (message: string) => new Refusal('forbidden', message);
export const notFound = (message: string) => new Refusal('notFound', message);

/** Too many tries in a short time: the message, and the seconds until a try may succeed. */
export const tooSoon = (message: string, retryAfterSeconds: number) =>
  new Refusal('tooSoon', message, undefined, retryAfterSeconds);
