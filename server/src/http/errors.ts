import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type FormErrors = Record<string, string>;

/** A refusal the caller can act on: a 4xx status, a message and perhaps per-field errors. */
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

/** (our wording) The message of a 400 whose details are in formErrors. */
export const correctFieldsMessage = 'Please correct the highlighted fields.';
export const sessionRequiredMessage = 'Your session has ended. Please log in again.';

export const badRequest = (formErrors: FormErrors, message = correctFieldsMessage) =>
  new HttpError(400, message, formErrors);
export const unauthorized = (message = sessionRequiredMessage) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/**
 * The one error handler: a 4xx answers `{ message, formErrors? }`; anything else is logged with the
 * request id and answered with a message that names only that id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          error.formErrors
            ? { message: error.message, formErrors: error.formErrors }
            : { message: error.message },
        );
    }
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.validation) {
        return reply.status(400).send({ message: correctFieldsMessage });
      }
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .status(500)
      .send({ message: `An unexpected error has occurred. Please quote reference ${request.id}.` });
  });
}
