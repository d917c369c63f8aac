import { firstAllowanceRules } from '@plaudit/domain';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { isEmpty, warmDemoSeed } from './db/seed.ts';
import { precompressStatic } from './http/staticApp.ts';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy.ts';
import { scheduleJobs } from './jobs/jobs.ts';
import { startDispatcher } from './outbox/dispatcher.ts';
import { fallBackOverduePins } from './accounts/pinChannel.ts';
import { transportsFrom } from './outbox/transports.ts';
import { defaultPasswordCost } from './security/passwords.ts';
import { vapidKeysFrom } from './push/keys.ts';
import { pushTransport } from './push/transport.ts';
import {
  defaultProgrammeName,
  defaultPushServiceHosts,
  parseAnniversaryPoints,
} from './settings.ts';

/**
 * The server process. Environment: PORT (3000), HOST (localhost: loopback only), DATA_DIR (./data, the embedded PGlite
 * database), DATABASE_URL (postgres://…, instead of PGlite), NODE_ENV, STATIC_DIR (the built app),
 * SMS_WEBHOOK_URL, SMTP_URL, MAIL_FROM, CONTACT_EMAIL, TIME_ZONE, WHATSAPP_GRAPH_URL,
 * WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET,
 * WHATSAPP_PIN_FALLBACK_SECONDS, PORTAL_URL,
 * PAY_IT_FORWARD_CAP, TRUST_PROXY, LOG_LEVEL, SEED (set to 'false' to skip the demo data; never in production),
 * AWARD_RECIPIENT_CAP (most colleagues one Shout Out or Pay It Forward reaches; 20),
 * PAY_IT_FORWARD_ALLOWANCE, FIRST_ALLOWANCE (a new member's first allowance: whole, proRata or none),
 * BIRTHDAY_POINTS, ANNIVERSARY_POINTS (a work anniversary's points by years: '1=50,5=500'), PROGRAMME_NAME (the brand's programme, named in every SMS and
 * email and in the seeded content; `npm start` sets the portal brand's name), RUN_JOBS ('false': no periodic jobs),
 * MESSAGE_RATE_LIMIT (SMS and emails queued per member and per address in 15 minutes; a load
 * test raises it), OUTBOX_CLAIM_SECONDS (how long a dispatcher batch stays claimed: a crashed process's
 * messages are sent by another after this; 300), VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT
 * (Web Push; development makes a pair and keeps it in DATA_DIR/vapid-keys.json), PUSH_SERVICE_HOSTS (the
 * push services a subscription may name in production, comma-separated; the usual ones by default).
 */
const env = process.env;
let trustProxy: TrustProxy;
try {
  trustProxy = parseTrustProxy(env.TRUST_PROXY);
} catch (refused) {
  console.error((refused as Error).message);
  process.exit(1);
}
const production = env.NODE_ENV === 'production';
const port = Number(env.PORT ?? 3000);
// Loopback unless told otherwise: a demo started on a laptop is not on the office network, and
// a production server sits behind its reverse proxy or sets HOST (0.0.0.0 in a container).
const host = env.HOST ?? 'localhost';
const staticDir = env.STATIC_DIR ? resolve(env.STATIC_DIR) : undefined;
const programmeName = env.PROGRAMME_NAME || defaultProgrammeName;

// Compressed copies of the built app are written while the database opens (the thread pool does the
// work); nothing is served before they are there.
const precompressed =
  staticDir && existsSync(staticDir) ? precompressStatic(staticDir) : Promise.resolve(undefined);

const dataDir = resolve(env.DATA_DIR ?? './data');
// Production never gets the demo programme, whose logins and password are published.
const seed = !production && env.SEED !== 'false';
if (production && env.SEED === 'true')
  console.warn('SEED=true is ignored in production: the demo programme is never seeded there.');
// A new embedded database gets the demo programme: its hashing and avatars run on the thread pool while
// PGlite creates the database (the bulk of a first start).
if (seed && !env.DATABASE_URL && !existsSync(join(dataDir, 'PG_VERSION')))
  warmDemoSeed(defaultPasswordCost);

const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
);
const preparing = performance.now();
const seeded = await prepareDatabase(database, { seed, programmeName });
const preparedIn = Math.round(performance.now() - preparing);

let log = (line: string) => console.log(line);
let vapid;
try {
  vapid = vapidKeysFrom(env, production, join(dataDir, 'vapid-keys.json'));
} catch (refused) {
  console.error(`The VAPID settings are not usable: ${(refused as Error).message}`);
  process.exit(1);
}
const pushServiceHosts = env.PUSH_SERVICE_HOSTS
  ? env.PUSH_SERVICE_HOSTS.split(',')
      .map((host) => host.trim())
      .filter((host) => host !== '')
  : defaultPushServiceHosts;
const vapidKeys = vapid.kind === 'missing' ? undefined : vapid.keys;
const dispatcher = startDispatcher(
  database.db,
  transportsFrom({
    production,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    whatsApp: {
      graphUrl: env.WHATSAPP_GRAPH_URL,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: env.WHATSAPP_ACCESS_TOKEN,
    },
    programmeName,
    log: (line) => log(line),
    push:
      vapidKeys &&
      pushTransport(database.db, vapidKeys, { production, serviceHosts: pushServiceHosts }),
  }),
  () => new Date(),
  2_000,
  {
    blankSecrets: production,
    ...(env.OUTBOX_CLAIM_SECONDS ? { claimMs: Number(env.OUTBOX_CLAIM_SECONDS) * 1000 } : {}),
  },
);
const recipientCap =
  env.AWARD_RECIPIENT_CAP === undefined ? undefined : Number(env.AWARD_RECIPIENT_CAP);
if (recipientCap !== undefined && !(Number.isInteger(recipientCap) && recipientCap > 0)) {
  console.error('AWARD_RECIPIENT_CAP must be a whole number above 0 (the default is 20).');
  process.exit(1);
}
const nominationCap = env.NOMINATION_CAP === undefined ? undefined : Number(env.NOMINATION_CAP);
if (nominationCap !== undefined && !(Number.isInteger(nominationCap) && nominationCap > 0)) {
  console.error('NOMINATION_CAP must be a whole number above 0 (the default is 50).');
  process.exit(1);
}
/** A whole number above 0 from a setting, or undefined when it is not set; the process ends on anything else. */
const positiveSetting = (name: string, fallback: number): number | undefined => {
  const text = env[name];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (Number.isInteger(value) && value > 0) return value;
  console.error(`${name} must be a whole number above 0 (the default is ${fallback}).`);
  return process.exit(1);
};
const creditPerAdjustment = positiveSetting('CONSOLE_CREDIT_CAP', 10_000);
const creditPerDay = positiveSetting('CONSOLE_DAILY_CREDIT_CAP', 25_000);
const firstAllowance = firstAllowanceRules.find((rule) => rule === env.FIRST_ALLOWANCE);
if (env.FIRST_ALLOWANCE && !firstAllowance) {
  console.error(`FIRST_ALLOWANCE must be one of ${firstAllowanceRules.join(', ')}.`);
  process.exit(1);
}
const anniversaryPoints = parseAnniversaryPoints(env.ANNIVERSARY_POINTS ?? '');
if ('problem' in anniversaryPoints) {
  console.error(`ANNIVERSARY_POINTS: ${String(anniversaryPoints.problem)}.`);
  process.exit(1);
}
const messageRateLimit = env.MESSAGE_RATE_LIMIT ? Number(env.MESSAGE_RATE_LIMIT) : undefined;
// How long a number waits between pins (the journeys shorten it to watch the countdown end).
const otpResendSeconds = positiveSetting('OTP_RESEND_SECONDS', 60);
// A pin sent by WhatsApp goes by SMS when no delivery is reported within this time.
const whatsAppPinSeconds = positiveSetting('WHATSAPP_PIN_FALLBACK_SECONDS', 45);
const app = await buildApp({
  db: database.db,
  production,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  dispatcher,
  settings: {
    trustProxy,
    staticDir,
    push: { publicKey: vapidKeys?.publicKey, serviceHosts: pushServiceHosts },
    ...(env.CONTACT_EMAIL ? { contactEmail: env.CONTACT_EMAIL } : {}),
    ...(env.PORTAL_URL ? { portalUrl: env.PORTAL_URL } : {}),
    whatsApp: {
      verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
      appSecret: env.WHATSAPP_APP_SECRET ?? '',
      ...(whatsAppPinSeconds ? { pinFallbackSeconds: whatsAppPinSeconds } : {}),
    },
    ...(env.TIME_ZONE ? { timeZone: env.TIME_ZONE } : {}),
    ...(env.PAY_IT_FORWARD_CAP
      ? { payItForwardMonthlyCapPerColleague: Number(env.PAY_IT_FORWARD_CAP) }
      : {}),
    ...(env.PAY_IT_FORWARD_ALLOWANCE
      ? { payItForwardAllowance: Number(env.PAY_IT_FORWARD_ALLOWANCE) }
      : {}),
    ...(firstAllowance ? { firstAllowance } : {}),
    ...(env.BIRTHDAY_POINTS ? { birthdayPoints: Number(env.BIRTHDAY_POINTS) } : {}),
    anniversaryPoints,
    programmeName,
    ...(recipientCap
      ? { awardRecipientCaps: { thankyou: recipientCap, payitforward: recipientCap } }
      : {}),
    ...(messageRateLimit
      ? { messageRateLimit: { perMember: messageRateLimit, perAddress: messageRateLimit } }
      : {}),
    ...(nominationCap ? { nominationCap } : {}),
    ...(otpResendSeconds ? { otp: { resendIntervalMs: otpResendSeconds * 1000 } } : {}),
    consoleCredits: {
      ...(creditPerAdjustment ? { perAdjustment: creditPerAdjustment } : {}),
      ...(creditPerDay ? { perDay: creditPerDay } : {}),
    },
  },
});
log = (line) => app.log.info(line);

// The periodic jobs (allowance, expiry, birthdays), unless RUN_JOBS=false.
const stopJobs =
  env.RUN_JOBS === 'false'
    ? () => undefined
    : scheduleJobs(database.db, app.settings, () => new Date(), log, app.membersChanged);

if (seeded)
  app.log.info(
    `Empty database: migrated and seeded the demo programme with a year of history in ${preparedIn} ms (see server/README.md for the demo logins).`,
  );
else if (production && (await isEmpty(database.db)))
  app.log.warn(
    [
      'Empty database: the programme has no clusters, divisions or members yet. To begin:',
      '  npm run admin -- import-clusters clusters.csv      (then import-divisions divisions.csv)',
      '  npm run admin -- import-members members.csv        (server/samples/ shows every file)',
      '  npm run admin -- create-admin --cell <cellNum> --password-stdin   (the first administrator)',
      'Or, from the production build: node server/dist/cli.js <command> (server/README.md "Deploying").',
    ].join('\n'),
  );
app.log.info(`Database: ${database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'}`);
const compression = await precompressed;
if (compression?.failure)
  app.log.warn(`The built app is served uncompressed: ${compression.failure}`);
else if (compression)
  app.log.info(
    `Built app: ${compression.written} compressed copies written, ${compression.upToDate} up to date`,
  );
if (vapid.kind === 'missing')
  app.log.warn(
    `Push notifications are off: ${vapid.missing.join(', ')} not set (push messages stay in the outbox).`,
  );
else if (vapid.kind === 'made') app.log.info(`Push: made a VAPID key pair in ${vapid.file}`);
if (app.settings.devOutbox) app.log.info(`Dev outbox: http://localhost:${port}/dev/outbox`);

// A pin sent by WhatsApp with no delivery reported in time goes by SMS (issue 37).
const pinSweep = setInterval(() => {
  void fallBackOverduePins(database.db, new Date(), app.settings)
    .then((sent) => {
      if (sent > 0) dispatcher.kick();
    })
    .catch((error: unknown) => log(`The WhatsApp pin fallback failed: ${String(error)}`));
}, 5_000);
pinSweep.unref();

let closing = false;
/** In-flight requests get this long to finish after a stop signal; then their connections are cut. */
const drainMs = 8_000;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  stopJobs();
  clearInterval(pinSweep);
  app.log.info(`${signal}: closing`);
  // A slow client (one still sending its request) must not hold the stop: cut what is left, and exit
  // within 10 s whatever happens.
  setTimeout(() => app.server.closeAllConnections(), drainMs).unref();
  setTimeout(() => process.exit(1), drainMs + 2_000).unref();
  await app.close();
  await dispatcher.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
