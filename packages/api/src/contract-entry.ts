/**
 * `@plaudit/api/contract`: the wire contract without React, Redux or msw — codecs, entities, the call
 * schemas, the typed fetch client and the contract kit. The server imports only this entry.
 */
export * from './codecs';
export * from './entities';
export * from './contract';
export * from './client';
export * from './idempotency';
export * from './kit';
