export { buildApp, type AppOptions, type PlauditApp } from './app.ts';
export { openDatabase, type Database, type DatabaseLocation } from './db/client.ts';
export { prepareDatabase } from './db/prepare.ts';
export { demoLogins } from './db/seed.ts';
