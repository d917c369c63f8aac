import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startDispatcher } from './outbox/dispatcher.ts';
import { transportsFrom } from './outbox/transports.ts';

/**
 * The server process. Environment: PORT (3000), HOST (0.0.0.0), DATA_DIR (./data, the embedded PGlite
 * database), DATABASE_URL (postgres://…, instead of PGlite), NODE_ENV, STATIC_DIR (the built app),
 * SMS_WEBHOOK_URL, SMTP_URL, MAIL_FROM, CONTACT_EMAIL, TRUST_PROXY, LOG_LEVEL, SEED (set to 'false' to skip the demo data).
 */
const env = process.env;
const production = env.NODE_ENV === 'production';
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '0.0.0.0';

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? './data') },
);
const seeded = await prepareDatabase(database, { seed: env.SEED !== 'false' });

let log = (line: string) => console.log(line);
const dispatcher = startDispatcher(
  database.db,
  transportsFrom({
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    log: (line) => log(line),
  }),
  () => new Date(),
);
const app = await buildApp({
  db: database.db,
  production,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  dispatcher,
  trustProxy: env.TRUST_PROXY === 'true',
  settings: {
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : undefined,
    ...(env.CONTACT_EMAIL ? { contactEmail: env.CONTACT_EMAIL } : {}),
  },
});
log = (line) => app.log.info(line);

if (seeded)
  app.log.info(
    'Empty database: seeded the demo programme (see server/README.md for the demo logins).',
  );
app.log.info(
  `Database: ${database.kind === 'pglite' ? `PGlite in ${resolve(env.DATA_DIR ?? './data')}` : 'PostgreSQL'}`,
);
if (!production) app.log.info(`Dev outbox: http://localhost:${port}/dev/outbox`);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await dispatcher.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
