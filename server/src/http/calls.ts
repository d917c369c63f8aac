import { contract, type CallName, type Contract } from '@plaudit/api/contract';
import {
  apiAccessOf,
  apiCaseOf,
  apiRuleOf,
  callRefusal,
  errorMessages,
  type ApiCallAccess,
  type RoleSource,
} from '@plaudit/domain';

/** A signed-in caller's role flags. */
type RoleFlags = NonNullable<RoleSource>;
import { and, eq, isNull } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { z } from 'zod/mini';
import { bearerToken, type SessionInfo } from '../accounts/sessions.ts';
import type { ServerContext } from '../context.ts';
import { members } from '../db/schema.ts';
import { setRequestLanguage } from '../i18n/language.ts';
import { cachedCompression, type CompressedCopies } from './compression.ts';
import type { MessageBudget } from '../outbox/budget.ts';
import { budgetOf, messageLimiter, refuseSpentBudget, withMessageBudget } from './messageLimits.ts';
import {
  BodyRefused,
  HttpError,
  TooManyRequests,
  badRequest,
  fieldLabel,
  unauthorized,
} from './errors.ts';

export type RequestBody<N extends CallName> = z.output<Contract[N]['request']>;
export type ResponseValue<N extends CallName> = z.output<Contract[N]['response']>;

export interface CallContext<N extends CallName> {
  body: RequestBody<N>;
  /**
   * The caller's message budget, for a call apiAccess says sends messages: the call hands it to every
   * message it queues (enqueue, outboxInsert, a post's messages alongside), each of which then counts.
   */
  budget: MessageBudget | undefined;
  /** Present for member calls; for public calls only when a valid bearer token came along. */
  session: SessionInfo | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

const encodedJson = Symbol('encodedJson');
/** An answer encoded with the contract's response schema already (a cached one), as JSON text or its UTF-8. */
export interface Encoded {
  readonly [encodedJson]: string | Buffer;
  /** Where its compressed forms are kept, for an answer sent many times. */
  readonly copies?: CompressedCopies;
}
export const encoded = (json: string | Buffer, copies?: CompressedCopies): Encoded => ({
  [encodedJson]: json,
  copies,
});

export type CallHandler<N extends CallName> = (
  call: CallContext<N>,
) => Promise<ResponseValue<N> | Encoded>;

/** The session of a member call (the route's hook has already refused calls without one). */
export function signedIn(session: SessionInfo | undefined): SessionInfo {
  if (!session) throw unauthorized();
  return session;
}

/** True when a string anywhere in the value holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  return Object.values(value).some((v) => holdsNul(v, depth + 1));
}

export function parseRequest<N extends CallName>(
  name: N,
  body: unknown,
  refusal?: string,
): RequestBody<N> {
  if (typeof body === 'object' && body !== null) {
    const field = Object.keys(body).find((key) => holdsNul((body as Record<string, unknown>)[key]));
    if (field !== undefined)
      throw badRequest({ [field]: refusal ?? errorMessages.forbiddenCharacter(fieldLabel(field)) });
  }
  const result = contract[name].request.safeParse(body ?? {});
  if (!result.success) throw new BodyRefused(result.error.issues, body, refusal);
  return result.data as RequestBody<N>;
}

/** Encodes (and so validates) an answer with the contract's response schema; a mismatch is a server bug. */
export function encodeResponse<N extends CallName>(name: N, value: ResponseValue<N>): unknown {
  return z.encode(contract[name].response as z.ZodMiniType, value);
}

/** The roles a rule of apiAccess needs that every signed-in member holds: no flags need reading. */
const openToMembers = (allow: readonly string[]) =>
  allow.includes('member') || allow.includes('visitor');

/**
 * The caller's flags as the database holds them now (a flag taken away counts at once), read once per
 * request; a member who has been deactivated has none, and is refused as signed out.
 */
async function callerFlags(
  context: ServerContext,
  request: FastifyRequest,
  session: SessionInfo,
): Promise<RoleFlags> {
  if (request.callerFlags) return request.callerFlags;
  const [flags] = await context.db
    .select({ isManager: members.isManager, isAdminReports: members.isAdminReports })
    .from(members)
    .where(and(eq(members.id, session.memberId), isNull(members.deactivatedAt)))
    .limit(1);
  if (!flags) throw unauthorized();
  request.callerFlags = flags;
  return flags;
}

/**
 * The role check of @plaudit/domain's apiAccess for one rule of a call (the call's own, or a case of its
 * body): a rule every member meets costs nothing; the others read the caller's flags and refuse with the
 * table's words.
 */
async function enforceRoles(
  context: ServerContext,
  request: FastifyRequest,
  path: string,
  entry: ApiCallAccess,
  caseName: string | undefined,
): Promise<void> {
  if (openToMembers(apiRuleOf(entry, caseName).allow)) return;
  const { session } = request;
  if (!session) throw unauthorized();
  const refusal = callRefusal(path, await callerFlags(context, request, session), caseName);
  if (refusal !== undefined) throw new HttpError(403, refusal);
}

/**
 * Who may make a call, checked before any of its body is read (a member's 270 MB upload to an
 * administrator's call was read whole before its 403): the session its access names (required for member
 * calls, read if present for public ones), then the call's own rule of apiAccess. The stricter rules of
 * some bodies (an award's `what`) are checked once the body is parsed. A refused request's connection is
 * closed, so the rest of its body is never read.
 */
function accessHook(
  context: ServerContext,
  endpoint: Contract[CallName],
  entry: ApiCallAccess,
): onRequestHookHandler {
  return async (request, reply) => {
    const now = context.now();
    try {
      request.session =
        endpoint.access === 'member'
          ? await context.sessions.require(request.headers.authorization, now)
          : await context.sessions.find(bearerToken(request.headers.authorization), now);
      // A signed-in member's saved language wins over the request's Accept-Language.
      setRequestLanguage(request, request.session?.language);
      await enforceRoles(context, request, endpoint.path, entry, undefined);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * Registers one call of the contract: POST at its path, the session check its access names, the message
 * rate limit where apiAccess says it sends messages, the body parsed with its request schema, the roles of
 * apiAccess checked, and the answer encoded with its response schema. A call apiAccess does not list cannot be registered.
 */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  context: ServerContext,
  name: N,
  handler: CallHandler<N>,
  options: {
    preHandler?: preHandlerHookHandler[];
    /** The one text (message and every field's) of a 400 for a body that breaks the contract. */
    refusal?: string;
    /**
     * Reads a multipart call's body from the request (its parts, under the call's own limits); what it
     * returns is checked with the call's request schema like any JSON body. Required for a multipart call.
     */
    readBody?: (request: FastifyRequest) => Promise<unknown>;
    /**
     * What the handler checks itself, in statements it runs anyway, so that a call that succeeds reads
     * nothing more for it: 'roles', the rules of its body's cases, refused with callRefusal from the
     * caller's flags the handler reads, before anything else of the body; 'messageBudget', every message
     * it queues counted in its own statement (queuedAt), which fails past the budget. A call refused on
     * the way reads the budget then, so a spent one is answered 429 first, as if the route had checked it.
     */
    checkedByCall?: readonly ('roles' | 'messageBudget')[];
  } = {},
): void {
  const endpoint: Contract[N] = contract[name];
  const entry = apiAccessOf(endpoint.path);
  if (!entry) throw new Error(`${endpoint.path} has no entry in apiAccess (@plaudit/domain)`);
  const checkedByCall = options.checkedByCall ?? [];
  const caseOf = (body: unknown) => apiCaseOf(endpoint.path, body);
  const multipart = 'multipart' in endpoint && endpoint.multipart === true;
  if (multipart !== (options.readBody !== undefined))
    throw new Error(
      `${endpoint.path}: a multipart call, and only one, reads its body with readBody`,
    );
  app.post(endpoint.path, {
    onRequest: accessHook(context, endpoint, entry),
    preHandler: [
      // A call that sends an SMS or email draws on the caller's message budget (after the session check,
      // so a member is counted by id): refused here once it is spent, and each message it queues counts.
      ...(entry.sendsMessages && !checkedByCall.includes('messageBudget')
        ? [messageLimiter(context)]
        : []),
      ...(options.preHandler ?? []),
    ],
    handler: async (request, reply) => {
      let value: ResponseValue<N> | Encoded;
      try {
        const raw = options.readBody ? await options.readBody(request) : request.body;
        const body = parseRequest(name, raw, options.refusal);
        if (!checkedByCall.includes('roles'))
          await enforceRoles(context, request, endpoint.path, entry, caseOf(body));
        const budget = entry.sendsMessages ? budgetOf(request, context) : undefined;
        const call = () => handler({ body, budget, session: request.session, request, reply });
        value = budget ? await withMessageBudget(request, context, budget, call) : await call();
      } catch (error) {
        // A 429 already says the first thing this call would have been told.
        if (error instanceof TooManyRequests) throw error;
        if (checkedByCall.includes('messageBudget')) await refuseSpentBudget(request, context);
        throw error;
      }
      if (typeof value === 'object' && value !== null && encodedJson in value) {
        const json = value[encodedJson];
        reply.type('application/json; charset=utf-8');
        const compressed =
          value.copies && cachedCompression(request.headers['accept-encoding'], json, value.copies);
        if (compressed)
          return reply.header('Content-Encoding', compressed.encoding).send(compressed.bytes);
        return reply.send(json);
      }
      return reply.send(encodeResponse(name, value));
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | undefined;
    /** The caller's flags, once a rule of apiAccess has read them for this request. */
    callerFlags: RoleFlags | undefined;
  }
}
