import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { SessionStore } from './auth/sessions.ts';
import type { ServerContext } from './context.ts';
import type { Db } from './db/client.ts';
import { installJsonCompression } from './http/compression.ts';
import { errorMessages, installErrorHandler, HttpError } from './http/errors.ts';
import { installSecurityHeaders } from './http/headers.ts';
import { installJsonDepthLimit } from './http/jsonDepth.ts';
import { loggerOptions } from './http/logging.ts';
import { registerStaticApp } from './http/staticApp.ts';
import { MemberDataCache } from './members/cache.ts';
import { MemberListRows } from './members/listRows.ts';
import { idleDispatcher, type Dispatcher } from './outbox/dispatcher.ts';
import { accountRoutes } from './routes/account.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { profileRoutes } from './routes/profile.ts';
import { recognitionRoutes } from './routes/recognition.ts';
import { reportRoutes } from './routes/reports.ts';
import { rewardRoutes } from './routes/rewards.ts';
import { shopRoutes } from './routes/shop.ts';
import { advertImageBase, siteRoutes } from './routes/site.ts';
import { unimplementedRoutes } from './routes/unimplemented.ts';
import { resolveSettings, type Settings, type SettingsOverrides } from './settings.ts';

export interface AppOptions {
  db: Db;
  /** The clock; tests pass a movable one. Default: the real time. */
  now?: () => Date;
  /** Default: NODE_ENV === 'production'. */
  production?: boolean;
  settings?: SettingsOverrides;
  /** Sends the outbox; default: nothing is sent (messages stay queued for /dev/outbox). */
  dispatcher?: Dispatcher;
  logger?: FastifyServerOptions['logger'];
  /** Behind a reverse proxy: read the client address from X-Forwarded-For (rate limits are per address). */
  trustProxy?: boolean;
}

export interface RouteEntry {
  method: string;
  url: string;
}

export type PlauditApp = FastifyInstance & {
  /** The contract paths that answer 501 for now. */
  unimplementedPaths: string[];
  /** Every route the server registered (for the test that no /api route slips in unguarded). */
  registeredRoutes: RouteEntry[];
  /** The settings it runs with and its cache eviction (the periodic jobs of main.ts use them). */
  settings: Settings;
  membersChanged: () => void;
};

export const advertsDir = fileURLToPath(new URL('../assets/adverts', import.meta.url));

/** The whole server, ready to listen or to be called with app.inject. */
export async function buildApp(options: AppOptions): Promise<PlauditApp> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const settings = resolveSettings(production, options.settings);
  const now = options.now ?? (() => new Date());
  const memberData = new MemberDataCache(options.db, now, settings.memberDataCacheMs);
  const memberListRows = new MemberListRows(options.db, now, settings.memberDataCacheMs);
  const context: ServerContext = {
    db: options.db,
    now,
    settings,
    dispatcher: options.dispatcher ?? idleDispatcher,
    sessions: new SessionStore(options.db, settings.session),
    memberData,
    memberListRows,
    membersChanged: () => {
      memberData.changed();
      memberListRows.changed();
    },
  };
  const app = Fastify({
    logger: loggerOptions(options.logger),
    genReqId: () => randomUUID(),
    trustProxy: options.trustProxy ?? false,
    // A slow or idle client cannot hold a connection: see Settings.http.
    requestTimeout: settings.http.requestTimeoutMs,
    keepAliveTimeout: settings.http.keepAliveTimeoutMs,
    connectionTimeout: settings.http.idleTimeoutMs,
    bodyLimit: settings.http.bodyLimitBytes,
    http: {
      headersTimeout: settings.http.headersTimeoutMs,
      requestTimeout: settings.http.requestTimeoutMs,
      connectionsCheckingInterval: settings.http.checkIntervalMs,
    },
  });
  app.decorateRequest('session', undefined);
  const registeredRoutes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  installErrorHandler(app);
  installSecurityHeaders(app, { production });
  installJsonCompression(app);
  installJsonDepthLimit(app, settings.http.maxJsonDepth);

  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: settings.upload.maxBytes, files: 1 } });
  await app.register(fastifyStatic, {
    root: advertsDir,
    prefix: advertImageBase,
    index: false,
    decorateReply: false,
  });
  const staticDir =
    settings.staticDir && existsSync(settings.staticDir) ? settings.staticDir : undefined;
  if (staticDir) await registerStaticApp(app, staticDir);

  accountRoutes(app, context);
  profileRoutes(app, context);
  siteRoutes(app, context);
  rewardRoutes(app, context);
  recognitionRoutes(app, context);
  shopRoutes(app, context);
  reportRoutes(app, context);
  if (settings.devOutbox) devRoutes(app, context);
  // Issue 16: the load balancer's health check.
  healthRoutes(app, context);
  const unimplementedPaths = unimplementedRoutes(app, context);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing /assets/ file is a stale chunk: index.html in its place would be read as a script.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(?:api|dev|assets)(?:\/|$)/.test(path);
    if (staticDir && wantsPage) return reply.sendFile('index.html');
    throw new HttpError(404, errorMessages.notFound);
  });

  const plaudit: PlauditApp = Object.assign(app, {
    unimplementedPaths,
    registeredRoutes,
    settings,
    membersChanged: context.membersChanged,
  });
  return plaudit;
}
