import { errorMessages, fieldLabels, messages } from '@plaudit/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { inLanguage, requestLanguage } from '../i18n/language.ts';
import { serverTexts } from '../i18n/messages.ts';
import { Refusal, badRequest, type FormErrors, type RefusalKind } from '../refusals.ts';

export { badRequest, fieldRefusal, refuseIf, unauthorized, type FormErrors } from '../refusals.ts';

/** The status of each kind of a service's refusal: the one place a refusal becomes HTTP. */
const refusalStatus: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 422,
  tooSoon: 429,
  tooLarge: 413,
  unsupportedType: 415,
};

/** A refusal of the HTTP layer itself (a rate limit, an upload, a transport fault): a 4xx status and a message. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly formErrors: FormErrors | undefined;

  constructor(statusCode: number, message: string, formErrors?: FormErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.formErrors = formErrors && Object.keys(formErrors).length > 0 ? formErrors : undefined;
  }
}

/** A 429: says when to try again (`Retry-After`, seconds), so the portal can show the wait. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyRequests';
  }
}

/**
 * A request body that breaks its call's contract (the schemas of @plaudit/api): the error handler words
 * each issue for the person who filled in the form. `refusal`, when a call has one, is its only text.
 */
export class BodyRefused extends Error {
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    /** The body as it came (zod's issues do not carry the input). */
    readonly body: unknown,
    readonly refusal?: string,
  ) {
    super('The request body breaks the contract.');
    this.name = 'BodyRefused';
  }
}

/**
 * A multipart body its parser (busboy) cannot read: no boundary in its Content-Type, a malformed part
 * header, a body that ends in the middle of a part. The client's fault, so a 400, not a 500.
 */
const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error &&
  /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data))/.test(
    error.message,
  );

/**
 * The label a message uses for a wire field, in the current language: the domain's, else the server's
 * own (serverTexts.fieldLabels); a field without one reads as its name, 'includeSelf' as 'Include self'.
 * Read at each call: a label read once would stay in the language of the first request.
 */
export function fieldLabel(field: string): string {
  const own = serverTexts.fieldLabels as Readonly<Record<string, string>>;
  const label = Object.hasOwn(fieldLabels, field)
    ? (fieldLabels as Readonly<Record<string, string>>)[field]
    : Object.hasOwn(own, field)
      ? own[field]
      : undefined;
  if (label) return label;
  const words = field.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What one contract issue means for the person at the form, in the portal's voice. */
function issueText(field: string, issue: z.core.$ZodIssue, given: unknown): string {
  if (field === 'acceptTerms') return messages.termsRequired;
  if (field === 'AcceptTerms') return messages.contactTermsRequired;
  const label = fieldLabel(field);
  switch (issue.code) {
    case 'invalid_type':
      return given === undefined || given === null
        ? messages.required(label)
        : errorMessages.invalid(label);
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string'
        ? messages.tooLong(label, max)
        : errorMessages.tooBig(label, max);
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array')
        return min <= 1 ? messages.required(label) : errorMessages.tooShort(label, min);
      return errorMessages.tooSmall(label, min);
    }
    case 'invalid_value':
      return messages.notAllowedChoice(label);
    default:
      return errorMessages.invalid(label);
  }
}

/** formErrors keyed by wire field name, one text per field (its first issue). */
export function formErrorsOf(refused: BodyRefused): FormErrors {
  const errors: FormErrors = {};
  const body: Record<string, unknown> =
    typeof refused.body === 'object' && refused.body !== null ? { ...refused.body } : {};
  for (const issue of refused.issues) {
    if (issue.path.length === 0) continue;
    const field = String(issue.path[0]);
    if (field in errors) continue;
    errors[field] = refused.refusal ?? issueText(field, issue, body[field]);
  }
  return errors;
}

const asHttp = (refusal: Refusal): HttpError =>
  refusal.retryAfterSeconds === undefined
    ? new HttpError(refusalStatus[refusal.kind], refusal.message, refusal.formErrors)
    : new TooManyRequests(refusal.message, refusal.retryAfterSeconds);

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** The refusal of a request Fastify could not take in (its own wording names parsers and headers). */
function transportRefusal(statusCode: number): HttpError {
  if (statusCode === 413) return new HttpError(413, errorMessages.tooLarge);
  if (statusCode === 415) return new HttpError(415, errorMessages.unsupportedType);
  if (statusCode === 404) return new HttpError(404, errorMessages.notFound);
  return new HttpError(statusCode, errorMessages.unreadable);
}

/**
 * The one error handler: a 4xx answers `{ message, formErrors? }` in the portal's words; anything else is
 * logged with the request id and answered with a message that names only that id. Its words are in the
 * request's language, also for an error raised where the request's store is not (a body that failed to
 * parse is read in the socket's context).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) =>
    inLanguage(requestLanguage(request), () => answerError(error, request, reply)),
  );
}

/** The answer to a failed request (in the language the caller chose). */
function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  let refusal: HttpError | undefined;
  if (error instanceof HttpError) refusal = error;
  else if (error instanceof Refusal) refusal = asHttp(error);
  else if (error instanceof BodyRefused) {
    const formErrors = formErrorsOf(error);
    refusal =
      Object.keys(formErrors).length > 0
        ? asHttp(badRequest(formErrors, error.refusal))
        : new HttpError(400, error.refusal ?? errorMessages.unreadable);
  } else if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    refusal = transportRefusal(error.statusCode);
  } else if (isMalformedMultipart(error)) {
    refusal = new HttpError(400, errorMessages.unreadable);
  }
  if (refusal) {
    // Every 429 says when to come back (the portal shows the wait).
    if (refusal.statusCode === 429)
      reply.header(
        'Retry-After',
        String(refusal instanceof TooManyRequests ? refusal.retryAfterSeconds : 60),
      );
    return reply
      .status(refusal.statusCode)
      .send(
        refusal.formErrors
          ? { message: refusal.message, formErrors: refusal.formErrors }
          : { message: refusal.message },
      );
  }
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return reply.status(500).send({ message: errorMessages.unexpected(request.id) });
}
