import {
  defaultAwardRecipientCaps,
  defaultNominationCap,
  defaultProgrammeTimeZone,
  type AwardRecipientCaps,
  type FirstAllowanceRule,
} from '@plaudit/domain';
import type { TrustProxy } from './http/trustProxy.ts';
import { defaultPasswordCost, type PasswordCost } from './security/passwords.ts';

/** Everything about the server's behaviour that a deployment or a test may change. */
export interface Settings {
  production: boolean;
  session: {
    idleMs: number;
    absoluteMs: number;
    /** A live session kept in memory is confirmed with the database at least this often. */
    recheckMs: number;
    /** At most this many live sessions are kept in memory. */
    cacheEntries: number;
  };
  /** Member data (getmemberdata's bundle) is kept in memory at most this long; local writes evict at once. */
  memberDataCacheMs: number;
  otp: {
    ttlMs: number;
    maxAttempts: number;
    resendIntervalMs: number;
    hourlyCap: number;
    /** The most pins sent to one number in 24 hours, on top of the hourly cap. */
    dailyCap: number;
  };
  passwordCost: PasswordCost;
  /**
   * FAILED logins (auth/loginLimits.ts), counted in the database so every server process shares them:
   * per number and address and per address in `windowMs`, per number in `perNumberWindowMs`.
   */
  loginRateLimit: {
    perNumberAndAddress: number;
    perNumber: number;
    perAddress: number;
    windowMs: number;
    perNumberWindowMs: number;
  };
  /**
   * Messages (SMS and email) queued by the calls that send them, counted together per member (logged in)
   * or address (visitor) in the database (http/messageLimits.ts).
   */
  messageRateLimit: { perMember: number; perAddress: number; windowMs: number };
  upload: { maxBytes: number; maxPixels: number; thumbnailSize: number };
  /** The programme's time zone: its calendar months are the Pay It Forward and report months. */
  timeZone: string;
  /** The most Pay It Forward points one giver may send one colleague in a calendar month. */
  payItForwardMonthlyCapPerColleague: number;
  /** Most members one award reaches, per type (Shout Out and Pay It Forward: 20). */
  awardRecipientCaps: AwardRecipientCaps;
  /**
   * The award types whose points the wall shows on their cards (issue 38); the others' cards show none.
   * Recognise and Adhoc by default.
   */
  feedPointsShown: Record<'reward' | 'adhoc' | 'payitforward' | 'thankyou' | 'nomination', boolean>;
  /** Most colleagues one nomination names, whole divisions counted by their members. */
  nominationCap: number;
  /**
   * What an administrator may credit through the console (one credited herself without limit):
   * points in one adjustment, and in all their adjustments of a calendar day of `timeZone`. The command
   * line, run by whoever operates the server, is not capped.
   */
  consoleCredits: { perAdjustment: number; perDay: number };
  /** Where contact-us messages are emailed. */
  contactEmail: string;
  /** The portal's address, which WhatsApp's automatic answer and templates give (PORTAL_URL). */
  portalUrl: string;
  /**
   * WhatsApp's webhook (issue 37): the verify handshake's token (WHATSAPP_VERIFY_TOKEN) and the app secret
   * its posts are signed with (WHATSAPP_APP_SECRET); without them the webhook refuses everything. A pin
   * sent by WhatsApp goes by SMS when no `delivered` arrives within `pinFallbackSeconds`.
   */
  whatsApp: { verifyToken: string; appSecret: string; pinFallbackSeconds: number };
  // The periodic jobs and the reports.
  /** Pay It Forward points each registered member gets at the start of a month (use-or-lose). */
  payItForwardAllowance: number;
  /**
   * What a member who registers gets to give at once, before the next month's allowance: the whole
   * allowance, the part for the days left in the month (FIRST_ALLOWANCE=proRata, the default), or none.
   */
  firstAllowance: FirstAllowanceRule;
  /** Points a birthday Shout Out from the programme carries (0: the Shout Out alone). */
  birthdayPoints: number;
  /**
   * Points a work anniversary's card carries by the years it celebrates ({ 1: 50, 5: 500 }): from the
   * programme's funding; years not in the table (or 0) give the card alone (ANNIVERSARY_POINTS='1=50,5=500').
   */
  anniversaryPoints: Readonly<Partial<Record<number, number>>>;
  /**
   * The brand's programme: who a Shout Out from the programme is from (statements, the management report,
   * the message), and the name every SMS and email of the server gives (PROGRAMME_NAME; `npm start` takes
   * the portal brand's name).
   */
  programmeName: string;

  /**
   * Behind reverse proxies: which X-Forwarded-For entries give the client's address (limits are counted
   * per address). A hop count or the proxies' addresses, never every entry (http/trustProxy.ts).
   */
  trustProxy: TrustProxy;
  /**
   * Web Push (issue 37): the VAPID public key pushkey hands out (undefined: push is not set up; main.ts
   * takes VAPID_PUBLIC_KEY, or in development a pair it made), and the push services' hosts a subscription
   * may name in production (PUSH_SERVICE_HOSTS, comma-separated; a host matches itself and its
   * subdomains). Outside production any address is taken, so tests push to 127.0.0.1.
   */
  push: { publicKey: string | undefined; serviceHosts: readonly string[] };
  /** The built app, served with history fallback; absent: the API only. */
  staticDir: string | undefined;
  /** /dev/outbox and /dev/outbox.json. */
  devOutbox: boolean;
  /** Where product image files are served from (a content delivery host); absent: the portal serves them. */
  productImageBase?: string;
  // How long a client may take, so a slow or idle one cannot hold the server's connections.
  http: {
    /** The request line and headers must arrive within this time (a slow-loris client is cut off). */
    headersTimeoutMs: number;
    /** A whole request, body included, must arrive within this time (a 5 MB picture from a slow phone fits). */
    requestTimeoutMs: number;
    /** An idle keep-alive connection is closed after this (above a load balancer's idle timeout). */
    keepAliveTimeoutMs: number;
    /** A connection on which nothing moves for this long is closed. */
    idleTimeoutMs: number;
    /** How often the server checks the header and request times of its connections. */
    checkIntervalMs: number;
    /** The largest JSON body taken in (the picture upload has its own limit). */
    bodyLimitBytes: number;
    /** The deepest nesting of arrays and objects a JSON body may have (the portal's go two deep). */
    maxJsonDepth: number;
  };
}

const minute = 60_000;

/**
 * The usual browsers' push services: Google's (Chrome, Edge on Android, Samsung Internet), Mozilla's,
 * Microsoft's (Edge on Windows) and Apple's (Safari).
 */
export const defaultPushServiceHosts: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** The programme's name when PROGRAMME_NAME names none. */
export const defaultProgrammeName = 'Plaudit';
/** The portal's address when PORTAL_URL is not set (development's). */
export const defaultPortalUrl = 'http://localhost:3000';

/** The programme's time zone unless a deployment sets another (DESIGN.md "Reports and admin"). */
export const programmeTimeZone = defaultProgrammeTimeZone;

export function defaultSettings(production: boolean): Settings {
  return {
    production,
    session: {
      idleMs: 30 * minute,
      absoluteMs: 12 * 60 * minute,
      recheckMs: 5_000,
      cacheEntries: 50_000,
    },
    memberDataCacheMs: 5_000,
    otp: {
      ttlMs: 10 * minute,
      maxAttempts: 5,
      resendIntervalMs: minute,
      hourlyCap: 5,
      dailyCap: 10,
    },
    passwordCost: defaultPasswordCost,
    loginRateLimit: {
      perNumberAndAddress: 10,
      perNumber: 100,
      perAddress: 100,
      windowMs: 15 * minute,
      perNumberWindowMs: 60 * minute,
    },
    messageRateLimit: { perMember: 200, perAddress: 50, windowMs: 15 * minute },
    upload: { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000, thumbnailSize: 256 },
    timeZone: programmeTimeZone,
    payItForwardMonthlyCapPerColleague: 100,
    awardRecipientCaps: defaultAwardRecipientCaps,
    feedPointsShown: {
      reward: true,
      adhoc: true,
      payitforward: false,
      thankyou: false,
      nomination: false,
    },
    nominationCap: defaultNominationCap,
    consoleCredits: { perAdjustment: 10_000, perDay: 25_000 },
    contactEmail: 'support@plaudit.example',
    portalUrl: defaultPortalUrl,
    whatsApp: { verifyToken: '', appSecret: '', pinFallbackSeconds: 45 },
    payItForwardAllowance: 100,
    firstAllowance: 'proRata',
    birthdayPoints: 0,
    anniversaryPoints: {},
    programmeName: defaultProgrammeName,
    trustProxy: false,
    push: { publicKey: undefined, serviceHosts: defaultPushServiceHosts },
    staticDir: undefined,
    devOutbox: !production,
    http: {
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 60_000,
      checkIntervalMs: 1_000,
      bodyLimitBytes: 1024 * 1024,
      maxJsonDepth: 16,
    },
  };
}

export type SettingsOverrides = {
  [K in keyof Settings]?: Settings[K] extends object ? Partial<Settings[K]> : Settings[K];
};

export function resolveSettings(production: boolean, overrides: SettingsOverrides = {}): Settings {
  const base = defaultSettings(production);
  return {
    ...base,
    ...overrides,
    session: { ...base.session, ...overrides.session },
    otp: { ...base.otp, ...overrides.otp },
    passwordCost: { ...base.passwordCost, ...overrides.passwordCost },
    loginRateLimit: { ...base.loginRateLimit, ...overrides.loginRateLimit },
    messageRateLimit: { ...base.messageRateLimit, ...overrides.messageRateLimit },
    upload: { ...base.upload, ...overrides.upload },
    awardRecipientCaps: { ...base.awardRecipientCaps, ...overrides.awardRecipientCaps },
    feedPointsShown: { ...base.feedPointsShown, ...overrides.feedPointsShown },
    consoleCredits: { ...base.consoleCredits, ...overrides.consoleCredits },
    http: { ...base.http, ...overrides.http },
    whatsApp: { ...base.whatsApp, ...overrides.whatsApp },
    push: { ...base.push, ...overrides.push },
  };
}

/**
 * The anniversary points table as ANNIVERSARY_POINTS writes it ('1=50,5=500': years=points, commas
 * between), or why it is not one.
 */
export function parseAnniversaryPoints(
  text: string,
): Readonly<Partial<Record<number, number>>> | { problem: string } {
  const table: Record<number, number> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const match = /^(\d{1,3})=(\d{1,9})$/.exec(pair);
    const years = Number(match?.[1]);
    if (!match || years < 1)
      return { problem: `${pair} is not years=points (such as 5=500, years from 1)` };
    table[years] = Number(match[2]);
  }
  return table;
}
