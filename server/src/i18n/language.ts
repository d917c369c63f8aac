import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import {
  defaultLanguage,
  matchLanguage,
  offeredLanguage,
  setTranslatorSource,
  translatorFor,
  type Language,
} from '@plaudit/domain';
import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language the server speaks: every declared message (the domain's refusals, the outbox's texts, the
 * server's own) formats in the language of the store the code runs in. A request's store holds the
 * caller's language (the signed-in member's saved one, else the request's Accept-Language, else English);
 * `inLanguage` runs a piece of code in another (a message's recipient's).
 */
interface LanguageStore {
  language: Language;
}

const storage = new AsyncLocalStorage<LanguageStore>();
let installed = false;

/**
 * Registers the shipped catalogues and makes the current translator the store's language (English outside
 * any store). Called at the server's start (buildApp) and by `inLanguage`; it runs once.
 */
export function installTranslator(): void {
  if (installed) return;
  installed = true;
  registerShippedCatalogues();
  setTranslatorSource(() => translatorFor(storage.getStore()?.language ?? defaultLanguage));
}

/** A shipped language a stored or sent value names, else English (null: the member chose none). */
export const languageOrDefault = (language: string | null | undefined): Language =>
  offeredLanguage(language) ?? defaultLanguage;

/** The language the code runs in now (the request's, or the one `inLanguage` chose). */
export function currentLanguage(): Language {
  return storage.getStore()?.language ?? defaultLanguage;
}

/**
 * Runs `produce` in a language: a message to its recipient is written in the recipient's language, not the
 * sender's (`inLanguage(member.language, () => outboxMessages.award(…))`). A language not shipped, or none
 * (a member who chose none), gives English. Meant for code that formats texts at once (synchronous); the
 * caller's language is back when it returns.
 */
export function inLanguage<T>(language: string | null | undefined, produce: () => T): T {
  installTranslator();
  return storage.run({ language: languageOrDefault(language) }, produce);
}

const requestScope = Symbol('languageScope');
const requestStore = Symbol('languageStore');

declare module 'fastify' {
  interface FastifyRequest {
    [requestScope]?: AsyncResource;
    [requestStore]?: LanguageStore;
  }
}

/** The language of a request whose caller is not known (yet): its Accept-Language among the shipped ones. */
export const headerLanguage = (request: FastifyRequest): Language =>
  matchLanguage(request.headers['accept-language']);

/**
 * Gives every request a store with its language, which reaches its hooks, its handler and the error
 * handler: the store is entered in the first onRequest hook, and re-entered before validation, since the
 * body is read in the socket's async context (as @fastify/request-context does, nodejs/node#34430).
 * The language is the header's until `setRequestLanguage` (the session check) names the member's.
 */
export function installRequestLanguage(app: FastifyInstance): void {
  installTranslator();
  app.addHook('onRequest', (request, _reply, done) => {
    const store: LanguageStore = { language: headerLanguage(request) };
    request[requestStore] = store;
    storage.run(store, () => {
      const scope = new AsyncResource('plaudit-request-language');
      request[requestScope] = scope;
      scope.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = request[requestScope];
    if (scope) scope.runInAsyncScope(done, request.raw);
    else done();
  });
}

/**
 * The request's language once its caller is known: a signed-in member's saved language wins over the
 * header; null (none chosen) leaves the header's.
 */
export function setRequestLanguage(
  request: FastifyRequest,
  saved: string | null | undefined,
): void {
  const store = request[requestStore];
  const language = offeredLanguage(saved);
  if (store && language) store.language = language;
}

/** The request's language (for code outside its store, such as an error answered after a body failed to parse). */
export function requestLanguage(request: FastifyRequest): Language {
  return request[requestStore]?.language ?? headerLanguage(request);
}
