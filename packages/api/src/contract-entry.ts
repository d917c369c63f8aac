/**
 * `@plaudit/api/contract`: the wire contract without React, Redux or msw — codecs, entities, the call
 * schemas and the typed fetch client. The server imports only this entry.
 */
export * from './codecs';
export * from './entities';
export * from './contract';
export * from './operations';
export * from './feed';
export * from './push';
export * from './deliveries';
export * from './imports';
export * from './contentCalls';
export * from './client';
export * from './idempotency';
