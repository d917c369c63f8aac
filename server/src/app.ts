import { errorMessages } from '@plaudit/domain';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { SessionStore } from './accounts/sessions.ts';
import type { ServerContext } from './context.ts';
import { ChangeFeed } from './db/changes.ts';
import type { Db } from './db/client.ts';
import { installJsonCompression } from './http/compression.ts';
import { installErrorHandler, HttpError } from './http/errors.ts';
import { inLanguage, installRequestLanguage, requestLanguage } from './i18n/language.ts';
import { installSecurityHeaders } from './http/headers.ts';
import { installJsonDepthLimit } from './http/jsonDepth.ts';
import { loggerOptions } from './http/logging.ts';
import { isPagePath, registerStaticApp } from './http/staticApp.ts';
import { whatsAppWebhookRoutes } from './whatsapp/webhook.ts';
import { fastifyTrustProxy } from './http/trustProxy.ts';
import { MemberDataCache } from './members/cache.ts';
import { MemberListRows } from './members/listRows.ts';
import { idleDispatcher, type Dispatcher } from './outbox/dispatcher.ts';
import { accountRoutes } from './accounts/routes.ts';
import { jobDevRoutes } from './jobs/devRoutes.ts';
import { devRoutes, isLoopback } from './outbox/devRoutes.ts';
import { healthRoutes } from './http/health.ts';
import { profileRoutes } from './members/routes.ts';
import { recognitionRoutes } from './recognition/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { consoleRoutes } from './console/routes.ts';
import { insightsRoutes } from './insights/routes.ts';
import { feedRoutes } from './feed/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { rewardRoutes } from './awards/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { advertImageBase } from './site/services.ts';
import { ShopCaches } from './shop/cache.ts';
import { resolveSettings, type Settings, type SettingsOverrides } from './settings.ts';
import { serverDir } from './paths.ts';

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
}

export interface RouteEntry {
  method: string;
  url: string;
}

export type PlauditApp = FastifyInstance & {
  /** Every route the server registered (for the test that no /api route slips in unguarded). */
  registeredRoutes: RouteEntry[];
  /** The settings it runs with and its cache eviction (the periodic jobs of main.ts use them). */
  settings: Settings;
  /** Tells the caches that members or balances changed outside a call (the periodic jobs). */
  membersChanged: () => void;
};

export const advertsDir = join(serverDir, 'assets', 'adverts');

/** The whole server, ready to listen or to be called with app.inject. */
export async function buildApp(options: AppOptions): Promise<PlauditApp> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const settings = resolveSettings(production, options.settings);
  const now = options.now ?? (() => new Date());
  const memberData = new MemberDataCache(options.db, now, settings.memberDataCacheMs);
  const memberListRows = new MemberListRows(options.db, now, settings.memberDataCacheMs);
  const shopCaches = new ShopCaches(settings.memberDataCacheMs, now);
  const dispatcher = options.dispatcher ?? idleDispatcher;
  const changes = new ChangeFeed();
  // The one place that acts on committed changes: the services only say what they changed.
  changes.listen((change) => {
    if (change === 'members') {
      memberData.changed();
      memberListRows.changed();
      shopCaches.membersChanged();
    } else if (change === 'messages') dispatcher.kick();
    else if (change === 'catalogue') shopCaches.catalogueChanged();
    else shopCaches.basketChanged(change.basketOf);
  });
  const context: ServerContext = {
    db: options.db,
    now,
    settings,
    sessions: new SessionStore(options.db, settings.session),
    memberData,
    memberListRows,
    shopCaches,
    changes,
  };
  const app = Fastify({
    logger: loggerOptions(options.logger),
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(settings.trustProxy),
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
  app.decorateRequest('callerFlags', undefined);
  const registeredRoutes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  // First of the hooks: every request speaks its caller's language (see i18n/language.ts).
  installRequestLanguage(app);
  installErrorHandler(app);
  installSecurityHeaders(app, { production });
  installJsonCompression(app);
  installJsonDepthLimit(app, settings.http.maxJsonDepth);
  // /dev (outside production only) hands out one-time pins: only this machine reaches it.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/dev/') && !isLoopback(request.socket.remoteAddress))
      throw new HttpError(404, errorMessages.notFound);
  });

  await app.register(multipart, { limits: { fileSize: settings.upload.maxBytes, files: 1 } });
  await app.register(fastifyStatic, {
    root: advertsDir,
    prefix: advertImageBase,
    index: false,
    decorateReply: false,
  });
  const staticDir =
    settings.staticDir && existsSync(settings.staticDir) ? settings.staticDir : undefined;
  if (staticDir) await registerStaticApp(app, staticDir, { production });

  accountRoutes(app, context);
  profileRoutes(app, context);
  siteRoutes(app, context);
  rewardRoutes(app, context);
  recognitionRoutes(app, context);
  shopRoutes(app, context);
  reportRoutes(app, context);
  consoleRoutes(app, context);
  insightsRoutes(app, context);
  feedRoutes(app, context);
  whatsAppWebhookRoutes(app, context);
  pushRoutes(app, context);
  if (settings.devOutbox) {
    devRoutes(app, context);
    jobDevRoutes(app, context);
  }
  // The load balancer's health check.
  healthRoutes(app, context);

  // Not async, the reply not returned: a promise resolved with a streaming reply adds listeners to it.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing /assets/ file is a stale chunk: index.html in its place would be read as a script.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(path);
    if (!staticDir || !wantsPage)
      throw new HttpError(
        404,
        inLanguage(requestLanguage(request), () => errorMessages.notFound),
      );
    void reply.sendFile('index.html');
  });

  const plaudit: PlauditApp = Object.assign(app, {
    registeredRoutes,
    settings,
    membersChanged: () => changes.committed(['members']),
  });
  return plaudit;
}
