import { args, defineMessages, extendMessages, text } from '@plaudit/domain';
import type { z } from 'zod/mini';
import { describeIssues, errorBody, type ErrorBody } from './codecs';
import { contract, type CallName, type RequestOf, type ResponseOf } from './contract';

const apiError = defineMessages('apiError', {
  anErrorHasOccurred: args<[body: string]>(
    ['body'],
    'An error has occurred: {body}',
    'The text of an error dialog when the server gave no message of its own: body is what it answered (technical).',
  ),
  unexpectedError: text(
    'Unexpected Error',
    'The text of the error dialog when no answer arrived at all (offline, no connection).',
  ),
  dataResponseErrorTitle: args<[statusText: string, status: string]>(
    ['statusText', 'status'],
    'Data Response Error: {statusText} ({status})',
    'The title of the error dialog for a failed answer: statusText is the HTTP reason (English, technical), status its number (500).',
  ),
  unexpectedStatus: args<[status: string]>(
    ['status'],
    'An unexpected error ({status}) has occurred',
    'The summary of a failed answer; status is its HTTP number (500).',
  ),
  dataRequestError: text(
    'Data Request Error',
    'The title of the error dialog when the request got no answer (offline, no connection).',
  ),
  dataUnexpectedError: text(
    'Data Unexpected Error:',
    'The title of the error dialog for anything else (an answer the portal cannot read).',
  ),
  pleaseNote: text(
    'Please note:',
    'The title of a dialog with a message the server meant for the member (a refusal).',
  ),
});

/** The generic error texts of SPEC §8, as the client uses them, each read when used. */
export const errorTexts = extendMessages(apiError, {
  /** Dialog title for a failed status other than 400 and 401. */
  dataResponseErrorTitle: (statusText: string, status: number) =>
    apiError.dataResponseErrorTitle(statusText, String(status)),
  /** Dialog text for a failed status other than 400 and 401. */
  unexpectedStatus: (status: number) => apiError.unexpectedStatus(String(status)),
});

interface ErrorBase {
  /** Dialog title for this failure. */
  readonly title: string;
  /** The text to show. */
  readonly message: string;
}

/** No response at all (offline, DNS, refused connection, CORS): 'Data Request Error' / 'Unexpected Error'. */
export interface NetworkError extends ErrorBase {
  readonly kind: 'network';
  readonly cause: unknown;
}
/** 401: the session is gone; the client has already called onUnauthorized. */
export interface UnauthorizedError extends ErrorBase {
  readonly kind: 'unauthorized';
  readonly status: 401;
}
/** 400: the server refused the input. Left to the screen: a 'Please note:' dialog and/or field errors. */
export interface FormErrorsError extends ErrorBase {
  readonly kind: 'formErrors';
  readonly status: 400;
  /** The server's message, if it sent one (the `message` above falls back to the body). */
  readonly serverMessage: string | undefined;
  /** Field errors keyed by wire field name; empty when none. */
  readonly formErrors: Record<string, string>;
}
/** Any other failed status: title 'Data Response Error: {statusText} ({status})'. */
export interface ServerError extends ErrorBase {
  readonly kind: 'server';
  readonly status: number;
  readonly statusText: string;
  /** 'An unexpected error ({status}) has occurred'. */
  readonly summary: string;
  readonly serverMessage: string | undefined;
  /** A throttle's wait in seconds, from its `Retry-After` header (429, 503), when the server sent one. */
  readonly retryAfterSeconds?: number;
}
/** A 2xx answer that breaks the contract; message names the offending field. */
export interface InvalidResponseError extends ErrorBase {
  readonly kind: 'invalidResponse';
  readonly status: number;
  readonly issues: readonly z.core.$ZodIssue[];
}
/** A request body that breaks the contract; nothing was sent. */
export interface InvalidRequestError extends ErrorBase {
  readonly kind: 'invalidRequest';
  readonly issues: readonly z.core.$ZodIssue[];
}
/** Anything else. */
export interface UnexpectedError extends ErrorBase {
  readonly kind: 'unexpected';
  readonly cause: unknown;
}

/** Every way a call can fail (SPEC §8 generic handling). Errors are values; the client never throws. */
export type ApiError =
  | NetworkError
  | UnauthorizedError
  | FormErrorsError
  | ServerError
  | InvalidResponseError
  | InvalidRequestError
  | UnexpectedError;
export type ApiErrorKind = ApiError['kind'];

export type ApiResult<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiError };

export interface ClientOptions {
  /** Origin (and optional prefix) the `/api/…` paths are appended to; '' for the page's own origin. @default '' */
  readonly baseUrl?: string;
  /** The session's bearer token, read before every call; nothing is sent when it returns null/undefined/''. */
  readonly getToken?: () => string | null | undefined;
  /** Called once for every 401 so the app can clear the login and go to /logout. */
  readonly onUnauthorized?: (error: UnauthorizedError) => void;
  /** The fetch to use. @default globalThis.fetch */
  readonly fetch?: typeof fetch;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Overrides the token provider for this call (the contract kit signs in several members at once). */
  readonly token?: string | null;
  /**
   * Sent as the `Idempotency-Key` header (doReward, placeOrder): the server answers a repeat of the same
   * key with the first answer and changes nothing; the same key with another body is a 422.
   */
  readonly idempotencyKey?: string;
  /**
   * A multipart call's upload progress: called as the body goes out (bytes sent, bytes in all). The
   * browser's fetch cannot tell, so such a call is sent with XMLHttpRequest where there is one.
   */
  readonly onUploadProgress?: (loaded: number, total: number) => void;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** POSTs a call of the contract and returns its decoded answer or a typed error. Never throws. */
  call<N extends CallName>(
    name: N,
    body: RequestOf<N>,
    options?: CallOptions,
  ): Promise<ApiResult<ResponseOf<N>>>;
}

const readErrorBody = (text: string): ErrorBody => {
  if (!text) return {};
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
};

/**
 * Maps a failed HTTP answer to the error union. Exported so RTK Query stories and the server's tests can
 * reproduce exactly what a screen will show for a given status and body.
 */
export const errorFromResponse = (
  status: number,
  statusText: string,
  bodyText: string,
  retryAfter: string | null = null,
): ApiError => {
  const body = readErrorBody(bodyText);
  const serverMessage = body.message || undefined;
  const message = serverMessage ?? errorTexts.anErrorHasOccurred(bodyText);
  if (status === 401) {
    return { kind: 'unauthorized', status: 401, title: errorTexts.pleaseNote, message };
  }
  if (status === 400) {
    const formErrors = body.formErrors ?? {};
    return {
      kind: 'formErrors',
      status: 400,
      title: errorTexts.pleaseNote,
      message: serverMessage ?? (Object.keys(formErrors).length > 0 ? '' : message),
      serverMessage,
      formErrors,
    };
  }
  return {
    kind: 'server',
    status,
    statusText,
    title: errorTexts.dataResponseErrorTitle(statusText, status),
    summary: errorTexts.unexpectedStatus(status),
    message,
    serverMessage,
    ...retryAfterOf(retryAfter),
  };
};

/** `Retry-After` in whole seconds; an HTTP date form or nonsense is ignored (our server sends seconds). */
const retryAfterOf = (header: string | null): { retryAfterSeconds?: number } => {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : NaN;
  return Number.isSafeInteger(seconds) ? { retryAfterSeconds: seconds } : {};
};

const unexpected = (cause: unknown): UnexpectedError => ({
  kind: 'unexpected',
  title: errorTexts.dataUnexpectedError,
  message: cause instanceof Error ? cause.message : String(cause),
  cause,
});

const toFormData = (body: unknown): FormData => {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (value !== undefined) form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    // A list (the imports' images) is the same field once per item.
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return form;
};

/** A POST through XMLHttpRequest that reports its upload's progress, answered as a fetch Response. */
const postWithProgress = (
  url: string,
  init: { headers: Record<string, string>; body: FormData; signal: AbortSignal | null },
  onProgress: (loaded: number, total: number) => void,
): Promise<Response> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onload = () => {
      const headers = new Headers();
      const retryAfter = xhr.getResponseHeader('Retry-After');
      if (retryAfter !== null) headers.set('Retry-After', retryAfter);
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('The request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body);
  });

/** Creates the fetch client for the portal's API. */
export const createClient = (options: ClientOptions = {}): ApiClient => {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const call = async <N extends CallName>(
    name: N,
    body: RequestOf<N>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<ResponseOf<N>>> => {
    const endpoint = contract[name];
    const request = endpoint.request.safeParse(body);
    if (!request.success) {
      return {
        ok: false,
        error: {
          kind: 'invalidRequest',
          title: errorTexts.dataUnexpectedError,
          message: `${name}: ${describeIssues(request.error.issues)}`,
          issues: request.error.issues,
        },
      };
    }
    const token = callOptions.token === undefined ? options.getToken?.() : callOptions.token;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;
    const multipart = 'multipart' in endpoint && endpoint.multipart;
    if (!multipart) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      const url = `${baseUrl}${endpoint.path}`;
      const signal = callOptions.signal ?? null;
      response =
        multipart && callOptions.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
          ? await postWithProgress(
              url,
              { headers, body: toFormData(request.data), signal },
              callOptions.onUploadProgress,
            )
          : await doFetch(url, {
              method: 'POST',
              headers,
              body: multipart ? toFormData(request.data) : JSON.stringify(request.data),
              signal,
            });
    } catch (cause) {
      return {
        ok: false,
        error: {
          kind: 'network',
          title: errorTexts.dataRequestError,
          message: errorTexts.unexpectedError,
          cause,
        },
      };
    }

    try {
      const text = await response.text();
      if (!response.ok) {
        const error = errorFromResponse(
          response.status,
          response.statusText,
          text,
          response.headers.get('Retry-After'),
        );
        if (error.kind === 'unauthorized') options.onUnauthorized?.(error);
        return { ok: false, error };
      }
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        const issues: z.core.$ZodIssue[] = [
          { code: 'custom', path: [], message: 'The answer is not JSON', input: text },
        ];
        return {
          ok: false,
          error: {
            kind: 'invalidResponse',
            status: response.status,
            title: errorTexts.dataUnexpectedError,
            message: `${name}: the answer is not JSON`,
            issues,
          },
        };
      }
      const decoded = endpoint.response.safeParse(json);
      if (!decoded.success) {
        return {
          ok: false,
          error: {
            kind: 'invalidResponse',
            status: response.status,
            title: errorTexts.dataUnexpectedError,
            message: `${name}: ${describeIssues(decoded.error.issues)}`,
            issues: decoded.error.issues,
          },
        };
      }
      return { ok: true, data: decoded.data as ResponseOf<N> };
    } catch (cause) {
      return { ok: false, error: unexpected(cause) };
    }
  };

  return { baseUrl, call };
};

/** The address of a profile picture (GET, not part of the POST contract). */
export const profilePicUrl = (baseUrl: string, picId: string): string =>
  `${baseUrl.replace(/\/+$/, '')}/profilepic/${encodeURIComponent(picId)}`;
