import { accountMessages, errorMessages, messages, shopMessages } from '@plaudit/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import {
  contract,
  type Area,
  type CallName,
  type Contract,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { awardAnswer } from './awards';
import { MockConsole } from './console';
import { MockFeed } from './feed';
import { importersAnswer, MockImports } from './imports';
import { insightsAnswers } from './insights';
import { MockOperations } from './operations';
import { MockNominations } from './nominationReview';
import { MockContent } from './contentEditing';
import { MockLanguages } from './languages';
import { managementReportAnswer, recommendationsReportAnswer } from './reports';
import * as fx from './fixtures';
import { avatarSvg } from './images';
import { getToKnowAnswer, nominationAnswer, sendToAllAnswer } from './recognition';
import { checkoutAnswer, MockShop, placeOrderAnswer } from './shop';

/**
 * msw handler factories: one group per call, one factory per outcome, e.g. `handlers.getMemberList.ok(fixture)`,
 * `handlers.doReward.formErrors({ reason: '…' })`, `handlers.login.status(401)`. They answer POST
 * `{baseUrl}{path}`; with no baseUrl any origin matches, so Storybook (browser) and msw/node share them.
 */

/** A fixture, or a function building it from the request body (and the bearer token, if any). */
export type FixtureOf<N extends CallName> =
  ResponseOf<N> | ((body: RequestOf<N>, token: string | undefined) => ResponseOf<N> | Response);

/**
 * A text the mocked server answers with: a string, or a function read when the request arrives, so a
 * declared message answers in the language shown then (as the real server answers in the caller's).
 */
export type MockText = string | (() => string);
const textOf = (text: MockText): string => (typeof text === 'function' ? text() : text);

export interface CallHandlers<N extends CallName> {
  /** 200 with the fixture encoded to the wire (datasets, dates). @default the call's fixture */
  ok(fixture?: FixtureOf<N>): HttpHandler;
  /** 400 `{ message?, formErrors }`: the server refused the input. */
  formErrors(formErrors: Record<string, MockText>, message?: MockText): HttpHandler;
  /** 400 `{ message }` with no field errors (a server message for the 'Please note:' dialog). */
  message(message: MockText): HttpHandler;
  /** Any status with an optional JSON body (or a function read per request), e.g. `status(401)`. */
  status(
    status: number,
    body?: Record<string, unknown> | (() => Record<string, unknown>),
  ): HttpHandler;
  /** 500 `{ message }`, or with no message a plain-text body 'Internal Server Error'. */
  serverError(message?: string): HttpHandler;
  /** No response at all (the fetch rejects). */
  networkError(): HttpHandler;
  /** 429 `{ message }` with `Retry-After: seconds`, as the server's throttles answer. */
  throttled(seconds: number, message?: string): HttpHandler;
  /** The fixture after `ms` milliseconds ('infinite' never answers: a loading state). @default 1500 */
  slow(fixture?: FixtureOf<N>, ms?: number | 'infinite'): HttpHandler;
}

export interface HandlerOptions {
  /** Only requests to this origin (and prefix) are answered. @default any origin */
  readonly baseUrl?: string;
  /** Member calls without 'Authorization: Bearer …' answer 401, as the real server does. @default false */
  readonly requireAuth?: boolean;
  /** Tokens ended by logout; with requireAuth they answer 401 afterwards. Shared by one createHandlers. */
  readonly revokedTokens?: Set<string>;
  /**
   * The answers given to `Idempotency-Key` requests of the idempotent calls, by token and key: a repeat
   * gets the first answer, another body under the same key a 422. Shared by one createHandlers.
   */
  readonly idempotentAnswers?: Map<string, IdempotentAnswer>;
  /** The baskets addToBasket, changeBasketQty and placeOrder change. Shared by one createHandlers. */
  readonly shop?: MockShop;
  /** The balances the operator console's adjustments change. Shared by one createHandlers. */
  readonly console?: MockConsole;
  /** The budgets, pending lines and promo codes the console changes. Shared by one createHandlers. */
  readonly operations?: MockOperations;
  /** The nominations the review changes. Shared by one createHandlers. */
  readonly nominations?: MockNominations;
  /** The content blocks the editor changes. Shared by one createHandlers. */
  readonly content?: MockContent;
  /** The import jobs uploads start and reads move on. Shared by one createHandlers. */
  readonly imports?: MockImports;
  /** The languages members save with memberupdate (getmemberdata answers them). Shared by one createHandlers. */
  readonly languages?: MockLanguages;
  /** The recognition wall's reactions, comments and added points. Shared by one createHandlers. */
  readonly feed?: MockFeed;
}

/** A successful answer kept under its Idempotency-Key. */
export interface IdempotentAnswer {
  readonly body: string;
  readonly status: number;
  readonly answer: string;
}

/** The calls that honour an `Idempotency-Key` header (DESIGN.md "Awards"; the console's adjustments). */
export const idempotentCalls: ReadonlySet<CallName> = new Set<CallName>([
  'doReward',
  'feedAddPoints',
  'placeOrder',
  'adminAdjustBalance',
  'adminGrantBudget',
  'adminRefundLine',
  'adminCreatePromo',
  'adminEndPromo',
]);

/** Multipart fields that are lists of files however many are sent (the imports' images). */
const multipartLists: ReadonlySet<string> = new Set(['images']);

const bearer = (request: Request): string | undefined => {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/.exec(header);
  return match?.[1];
};

const readBody = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) {
    // A field sent more than once, or one the contract lists as a list of files, is a list.
    const form = await request.formData();
    return Object.fromEntries(
      [...new Set(form.keys())].map((key) => {
        const values = form.getAll(key);
        return [key, values.length > 1 || multipartLists.has(key) ? values : values[0]];
      }),
    );
  }
  const text = await request.text();
  return text ? JSON.parse(text) : {};
};

const encode = <N extends CallName>(name: N, data: ResponseOf<N>) =>
  HttpResponse.json(
    z.encode(contract[name].response as z.ZodMiniType, data) as Record<string, unknown>,
  );

/**
 * As the server does with an Idempotency-Key: the first successful answer is kept and given again to the
 * same body; a refusal is not kept (the server rolls it back), so the same key may be sent again.
 */
async function answerOnce(
  kept: Map<string, IdempotentAnswer>,
  id: string,
  request: Request,
  resolve: (request: Request) => Promise<Response> | Response,
): Promise<Response> {
  const body = await request.clone().text();
  const first = kept.get(id);
  if (first) {
    if (first.body !== body)
      return HttpResponse.json(
        { message: messages.idempotencyKeyReused },
        { status: 422, statusText: 'Unprocessable Entity' },
      );
    return new HttpResponse(first.answer, {
      status: first.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  const response = await resolve(request);
  if (response.ok)
    kept.set(id, { body, status: response.status, answer: await response.clone().text() });
  return response;
}

/** Builds the handler factories of one call. */
export const callHandlers = <N extends CallName>(
  name: N,
  defaultFixture: FixtureOf<N>,
  options: HandlerOptions = {},
): CallHandlers<N> => {
  const endpoint: Contract[N] = contract[name];
  const url = options.baseUrl
    ? `${options.baseUrl.replace(/\/+$/, '')}${endpoint.path}`
    : `*${endpoint.path}`;
  const post = (resolve: (request: Request) => Promise<Response> | Response) =>
    http.post(url, ({ request }) => {
      const token = bearer(request);
      if (
        options.requireAuth &&
        endpoint.access === 'member' &&
        (!token || options.revokedTokens?.has(token))
      ) {
        return HttpResponse.json({ message: errorMessages.sessionRequired }, { status: 401 });
      }
      if (name === 'logout' && token) options.revokedTokens?.add(token);
      const key = request.headers.get('Idempotency-Key');
      const kept = options.idempotentAnswers;
      if (!key || !kept || !idempotentCalls.has(name)) return resolve(request);
      return answerOnce(kept, `${token ?? ''} ${key}`, request, resolve);
    });

  const answer = async (request: Request, fixture: FixtureOf<N>): Promise<Response> => {
    if (typeof fixture !== 'function') return encode(name, fixture);
    const parsed = endpoint.request.safeParse(await readBody(request));
    if (!parsed.success) {
      return HttpResponse.json(
        { message: 'The request does not match the contract.' },
        { status: 400 },
      );
    }
    const result = fixture(parsed.data as RequestOf<N>, bearer(request));
    return result instanceof Response ? result : encode(name, result);
  };

  return {
    ok: (fixture = defaultFixture) => post((request) => answer(request, fixture)),
    formErrors: (formErrors, message) =>
      post(() => {
        const fields = Object.fromEntries(
          Object.entries(formErrors).map(([field, text]) => [field, textOf(text)]),
        );
        return HttpResponse.json(
          message === undefined
            ? { formErrors: fields }
            : { message: textOf(message), formErrors: fields },
          { status: 400 },
        );
      }),
    message: (message) =>
      post(() => HttpResponse.json({ message: textOf(message) }, { status: 400 })),
    status: (status, body) =>
      post(() =>
        body
          ? HttpResponse.json(typeof body === 'function' ? body() : body, { status })
          : new HttpResponse(null, { status }),
      ),
    serverError: (message) =>
      post(() =>
        message === undefined
          ? HttpResponse.text('Internal Server Error', {
              status: 500,
              statusText: 'Internal Server Error',
            })
          : HttpResponse.json({ message }, { status: 500, statusText: 'Internal Server Error' }),
      ),
    networkError: () => post(() => HttpResponse.error()),
    throttled: (seconds, message) =>
      post(() =>
        HttpResponse.json(message === undefined ? {} : { message }, {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'Retry-After': String(seconds) },
        }),
      ),
    slow: (fixture = defaultFixture, ms = 1500) =>
      post(async (request) => {
        await delay(ms);
        return answer(request, fixture);
      }),
  };
};

const demoLogins = [fx.demoMembers.admin, fx.demoMembers.manager, fx.demoMembers.member];
const memberOfToken = (token: string | undefined) =>
  demoLogins.find((m) => token === `mock-token-${m.memberNumber}`) ?? fx.demoMembers.admin;

/** The console's budgets, orders and promo codes on one set of them (a fresh one per createHandlers). */
const operationsFixtures = (mock: MockOperations) =>
  ({
    adminBudgets: (_body, token) => mock.budgetsPage(memberOfToken(token)),
    adminGrantBudget: (body, token) => mock.grant(memberOfToken(token), body),
    adminOrders: (_body, token) => mock.ordersPage(memberOfToken(token)),
    adminRefundLine: (body, token) => mock.refund(memberOfToken(token), body),
    adminOrderHistory: (body, token) => mock.history(memberOfToken(token), body),
    adminPromos: (_body, token) => mock.promosPage(memberOfToken(token)),
    adminCreatePromo: (body, token) => mock.create(memberOfToken(token), body),
    adminEndPromo: (body, token) => mock.end(memberOfToken(token), body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

/** The CSV imports' jobs (a fresh set per createHandlers). */
const importsFixtures = (mock: MockImports) =>
  ({
    adminImport: (body, token) => mock.start(memberOfToken(token), body),
    adminImportJob: (body, token) => mock.read(memberOfToken(token), body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

/**
 * A pin by WhatsApp (issue 37), as the server: the send calls say the channel asked for; a pin sent by
 * WhatsApp waits (pinStatus) until "Send it by SMS instead" (pinBySms) sends it by SMS.
 */
const pinChannelFixtures = () => {
  const bySms = new Set<string>();
  const whatsAppAuth = (auth: string) => `${auth}-whatsapp`;
  // Without a channel the answer is the fixture's, as before issue 37.
  const sent = (auth: string, channel?: 'sms' | 'whatsapp') => ({
    auth: channel === 'whatsapp' ? whatsAppAuth(auth) : auth,
    ...(channel ? { channel } : {}),
  });
  const status = (auth: string) =>
    !auth.endsWith('-whatsapp')
      ? { channel: 'sms' as const, fellBack: false, delivered: false }
      : bySms.has(auth)
        ? { channel: 'sms' as const, fellBack: true, delivered: false }
        : { channel: 'whatsapp' as const, fellBack: false, delivered: false };
  return {
    sendCell2FactorSms: ({ channel }) => sent(fx.fixtures.sendCell2FactorSms.auth, channel),
    passwordSendCell2FactorSms: ({ channel }) =>
      sent(fx.fixtures.passwordSendCell2FactorSms.auth, channel),
    pinStatus: ({ auth }) => status(auth),
    pinBySms: ({ auth }) => {
      if (auth.endsWith('-whatsapp')) bySms.add(auth);
      return status(auth);
    },
  } satisfies { [N in CallName]?: FixtureOf<N> };
};

/**
 * The default answers: like a small demo server. login accepts the demo members with the demo password,
 * member data follows the token, member lists filter by store and name, products by category, content by key.
 */
export const defaultFixtures: { [N in CallName]: FixtureOf<N> } = {
  ...fx.fixtures,
  login: ({ memberNumber, password }) => {
    const found = demoLogins.find((m) => m.memberNumber === memberNumber.trim());
    if (!found || password !== fx.demoPassword) {
      return HttpResponse.json(
        {
          message: accountMessages.badCredentials,
          formErrors: { password: 'Please check your password.' },
        },
        { status: 400 },
      );
    }
    return { ...fx.memberDataFor(found), token: `mock-token-${found.memberNumber}` };
  },
  getMemberData: (_body, token) => fx.memberDataFor(memberOfToken(token)),
  // As the server: the member asking is left out unless includeSelf.
  getMemberList: ({ divisionCode, search, includeSelf }, token) =>
    fx.memberListFor(
      divisionCode,
      search,
      includeSelf ? undefined : memberOfToken(token).memberNumber,
    ),
  doReward: (body, token) => awardAnswer(body, memberOfToken(token)),
  // Nominations, Send To All and get-to-know answer as the server does.
  newNom: (body, token) => nominationAnswer(body, memberOfToken(token)),
  sendToAll: (body, token) => sendToAllAnswer(body, memberOfToken(token)),
  getToKnow: (body, token) => getToKnowAnswer(body, memberOfToken(token)),
  // The reports refuse and filter as the server does.
  reportManagement: (body, token) => managementReportAnswer(body, memberOfToken(token)),
  reportRecommendations: (body, token) => recommendationsReportAnswer(body, memberOfToken(token)),
  // As the server: an empty key is refused (400), a key no content block has is not found (404).
  getContent: ({ contentKey }) =>
    fx.content[contentKey] ??
    HttpResponse.json(
      { message: messages.invalidKey },
      { status: contentKey.trim() === '' ? 400 : 404 },
    ),
  productList: ({ prodCat3Id }) => fx.productListFor(prodCat3Id),
  addToBasket: ({ productId }) => {
    const product = fx.products.find((p) => p.productId === productId);
    if (!product)
      return HttpResponse.json({ message: shopMessages.productUnavailable }, { status: 400 });
    return { ...fx.addToBasket, product };
  },
  // The shop's checkout as the server answers it.
  getCheckoutOrderSummary: ({ promoCode }) => checkoutAnswer(promoCode),
  placeOrder: (body) => placeOrderAnswer(body),
  // The operator console as the server answers it: administrators only (each call its own balances).
  adminMemberSearch: (body, token) => new MockConsole().search(memberOfToken(token), body),
  adminMember: (body, token) => new MockConsole().member(memberOfToken(token), body),
  adminAdjustBalance: (body, token) => new MockConsole().adjust(memberOfToken(token), body),
  // Insights: administrators only, the filter checked as the server does.
  adminInsightsRecognition: (body, token) =>
    insightsAnswers.adminInsightsRecognition(memberOfToken(token), body),
  adminInsightsParticipation: (body, token) =>
    insightsAnswers.adminInsightsParticipation(memberOfToken(token), body),
  adminInsightsValues: (body, token) =>
    insightsAnswers.adminInsightsValues(memberOfToken(token), body),
  adminInsightsPoints: (body, token) =>
    insightsAnswers.adminInsightsPoints(memberOfToken(token), body),
  adminInsightsShop: (body, token) => insightsAnswers.adminInsightsShop(memberOfToken(token), body),
  adminInsightsWall: (body, token) => insightsAnswers.adminInsightsWall(memberOfToken(token), body),
  adminInsightsDeliveries: (body, token) =>
    insightsAnswers.adminInsightsDeliveries(memberOfToken(token), body),
  adminSetFlags: (body, token) => new MockConsole().setFlags(memberOfToken(token), body),
  // The CSV imports: administrators only; jobs whose report is the fixtures', named as the upload.
  adminImporters: (_body, token) => importersAnswer(memberOfToken(token)),
  ...importsFixtures(new MockImports()),
  adminSetActive: (body, token) => new MockConsole().setActive(memberOfToken(token), body),
  adminAudit: (body, token) => new MockConsole().auditLog(memberOfToken(token), body),
  adminMemberStatement: (body, token) =>
    new MockConsole().memberStatement(memberOfToken(token), body),
  ...operationsFixtures(new MockOperations()),
  ...pinChannelFixtures(),
  adminNominations: (body, token) => new MockNominations().nominations(memberOfToken(token), body),
  adminReviewNomination: (body, token) => new MockNominations().review(memberOfToken(token), body),
  adminContent: (_body, token) => new MockContent().list(memberOfToken(token)),
  adminSaveContent: (body, token) => new MockContent().save(memberOfToken(token), body),
};

/** The content editor on one set of blocks (a fresh one per createHandlers). */
const contentFixtures = (mock: MockContent) =>
  ({
    adminContent: (_body, token) => mock.list(memberOfToken(token)),
    adminSaveContent: (body, token) => mock.save(memberOfToken(token), body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

/** The operator console's calls on one set of balances (a fresh one per createHandlers). */
const consoleFixtures = (mock: MockConsole) =>
  ({
    adminMemberSearch: (body, token) => mock.search(memberOfToken(token), body),
    adminMember: (body, token) => mock.member(memberOfToken(token), body),
    adminAdjustBalance: (body, token) => mock.adjust(memberOfToken(token), body),
    adminSetFlags: (body, token) => mock.setFlags(memberOfToken(token), body),
    adminSetActive: (body, token) => mock.setActive(memberOfToken(token), body),
    adminAudit: (body, token) => mock.auditLog(memberOfToken(token), body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

/** The nominations review on one list (a fresh one per createHandlers). */
const nominationFixtures = (mock: MockNominations) =>
  ({
    adminNominations: (body, token) => mock.nominations(memberOfToken(token), body),
    adminReviewNomination: (body, token) => mock.review(memberOfToken(token), body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

/**
 * A member's saved language (a fresh set per createHandlers): memberupdate saves it (refusing one not
 * offered), getmemberdata and login answer it; registration takes the visitor's and answers as ever.
 */
const languageFixtures = (mock: MockLanguages) =>
  ({
    login: (body, token) => {
      const answer = defaultFixtures.login;
      const found = typeof answer === 'function' ? answer(body, token) : answer;
      if (found instanceof Response || !('token' in found)) return found;
      return { ...found, memberData: mock.memberOf(found.memberData) };
    },
    getMemberData: (_body, token) => mock.memberData(memberOfToken(token)),
    memberUpdate: (body, token) => mock.update(memberOfToken(token), body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

/** The recognition wall on one set of cards (a fresh one per createHandlers), as the server answers it. */
const feedFixtures = (mock: MockFeed) =>
  ({
    feedList: (body, token) => mock.list(memberOfToken(token), body),
    feedReact: (body) => mock.react(body),
    feedReactors: (body) => mock.reactors(body),
    feedComments: (body) => mock.comments(body),
    feedComment: (body, token) => mock.comment(memberOfToken(token), body),
    feedDeleteComment: (body) => mock.deleteComment(body),
    feedAddPoints: (body, token) => mock.addPoints(memberOfToken(token), body),
    adminHideComment: (body, token) => mock.hideComment(memberOfToken(token), body),
    adminComments: (body, token) => mock.adminComments(memberOfToken(token), body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

/** The shop's calls on one set of baskets (a fresh one per createHandlers), as the server answers them. */
const shopFixtures = (shop: MockShop) =>
  ({
    categoryList: (_body, token) => ({ ...fx.categoryList, ...shop.totals(token) }),
    getBasket: (_body, token) => shop.read(token),
    addToBasket: ({ productId }, token) => shop.add(token, productId),
    changeBasketQty: (body, token) => shop.change(token, body),
    getCheckoutOrderSummary: ({ promoCode }, token) => shop.checkout(token, promoCode),
    placeOrder: (body, token) => shop.placeOrder(token, body),
  }) satisfies { [N in CallName]?: FixtureOf<N> };

const areas: Area[] = [
  'site',
  'member',
  'rewards',
  'nominations',
  'reports',
  'shop',
  'admin',
  'feed',
];

export type Handlers = { [N in CallName]: CallHandlers<N> };

/** Every call's factories, all sharing the options. */
export const createHandlers = (given: HandlerOptions = {}): Handlers => {
  const options = {
    ...given,
    revokedTokens: given.revokedTokens ?? new Set<string>(),
    idempotentAnswers: given.idempotentAnswers ?? new Map<string, IdempotentAnswer>(),
    shop: given.shop ?? new MockShop(),
    console: given.console ?? new MockConsole(),
    operations: given.operations ?? new MockOperations(),
    nominations: given.nominations ?? new MockNominations(),
    content: given.content ?? new MockContent(),
    imports: given.imports ?? new MockImports(),
    languages: given.languages ?? new MockLanguages(),
    feed: given.feed ?? new MockFeed(),
  };
  const fixtures = {
    ...defaultFixtures,
    ...shopFixtures(options.shop),
    ...consoleFixtures(options.console),
    ...operationsFixtures(options.operations),
    ...nominationFixtures(options.nominations),
    ...contentFixtures(options.content),
    ...importsFixtures(options.imports),
    ...languageFixtures(options.languages),
    ...feedFixtures(options.feed),
  };
  const make = <N extends CallName>(name: N): CallHandlers<N> =>
    callHandlers(name, (fixtures as Record<CallName, unknown>)[name] as FixtureOf<N>, options);
  const entries = (Object.keys(contract) as CallName[]).map((name) => [name, make(name)]);
  return Object.fromEntries(entries) as Handlers;
};

/** GET /profilepic/{picId}: an SVG avatar with the picture id's initials. */
export const profilePicHandler = (options: HandlerOptions = {}) =>
  http.get(
    options.baseUrl
      ? `${options.baseUrl.replace(/\/+$/, '')}/profilepic/:picId`
      : '*/profilepic/:picId',
    ({ params }) => {
      const picId = String(params.picId ?? '').replace(/^pic-/, '');
      return new HttpResponse(avatarSvg(picId, (picId.length * 47) % 360), {
        headers: { 'Content-Type': 'image/svg+xml' },
      });
    },
  );

/**
 * The default (ok) handlers grouped by area, for Storybook's keyed `parameters.msw.handlers`: a story
 * replaces one group, e.g. `{ ...handlerGroups(), shop: [handlers.categoryList.serverError()] }`.
 */
export const handlerGroups = (
  options: HandlerOptions = {},
): Record<Area | 'images', HttpHandler[]> => {
  const all = createHandlers({
    ...options,
    revokedTokens: options.revokedTokens ?? new Set<string>(),
    idempotentAnswers: options.idempotentAnswers ?? new Map<string, IdempotentAnswer>(),
    shop: options.shop ?? new MockShop(),
    console: options.console ?? new MockConsole(),
    operations: options.operations ?? new MockOperations(),
    nominations: options.nominations ?? new MockNominations(),
    content: options.content ?? new MockContent(),
    languages: options.languages ?? new MockLanguages(),
    feed: options.feed ?? new MockFeed(),
  });
  const groups = Object.fromEntries(
    areas.map((area) => [
      area,
      (Object.keys(contract) as CallName[])
        .filter((n) => contract[n].area === area)
        .map((n) => (all[n] as CallHandlers<CallName>).ok()),
    ]),
  ) as Record<Area, HttpHandler[]>;
  return { ...groups, images: [profilePicHandler(options)] };
};

/** All default handlers in one list (for `setupServer(...defaultHandlers())`). */
export const defaultHandlers = (options: HandlerOptions = {}): HttpHandler[] =>
  Object.values(handlerGroups(options)).flat();

/** Factories answering any origin, without the bearer check: what stories and unit tests use. */
export const handlers: Handlers = createHandlers();
