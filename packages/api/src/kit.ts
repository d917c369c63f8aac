import { nominationValues, recogniseValues, shoutOutValues } from '@plaudit/domain';
import {
  createClient,
  type ApiClient,
  type ApiError,
  type ApiResult,
  type CallOptions,
} from './client';
import type { CallName, RequestOf, ResponseOf } from './contract';
import { newIdempotencyKey } from './idempotency';

/**
 * The contract kit: scenarios that drive sequences of calls through the client against any base URL.
 * They assume only what a seeded demo server also has (the demo logins below, at least one division,
 * a shop with at least one product that can be put in the basket), never fixture-specific values.
 */

export interface KitCredentials {
  readonly memberNumber: string;
  readonly password: string;
}

export interface KitOptions {
  readonly baseUrl: string;
  /** An admin and manager (demo: 0820000001). */
  readonly admin: KitCredentials;
  /** A manager who is not an admin (demo: 0820000002). */
  readonly manager: KitCredentials;
  /** A plain member (demo: 0820000003). */
  readonly member: KitCredentials;
  readonly fetch?: typeof fetch;
}

/** The seeded demo server's logins. */
export const demoCredentials = {
  admin: { memberNumber: '0820000001', password: 'Plaudit123' },
  manager: { memberNumber: '0820000002', password: 'Plaudit123' },
  member: { memberNumber: '0820000003', password: 'Plaudit123' },
} as const satisfies Record<string, KitCredentials>;

/** Thrown by a scenario step that fails: names the step and carries the client's error, if any. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
  constructor(
    readonly step: string,
    readonly detail: string,
    readonly apiError?: ApiError,
  ) {
    super(`${step}: ${detail}`);
  }
}

const expectOk = <T>(step: string, result: ApiResult<T>): T => {
  if (!result.ok)
    throw new ScenarioError(step, `${result.error.kind}: ${result.error.message}`, result.error);
  return result.data;
};

const expectError = <T>(step: string, result: ApiResult<T>, kind: ApiError['kind']): ApiError => {
  if (result.ok) throw new ScenarioError(step, `expected a ${kind} error, the call succeeded`);
  if (result.error.kind !== kind) {
    throw new ScenarioError(
      step,
      `expected a ${kind} error, got ${result.error.kind}: ${result.error.message}`,
      result.error,
    );
  }
  return result.error;
};

const check = (step: string, condition: boolean, detail: string) => {
  if (!condition) throw new ScenarioError(step, detail);
};

/** A client signed in as one member: its calls carry that member's token. */
export interface Session {
  readonly token: string;
  readonly login: ResponseOf<'login'>;
  call<N extends CallName>(
    name: N,
    body: RequestOf<N>,
    options?: Pick<CallOptions, 'idempotencyKey'>,
  ): Promise<ApiResult<ResponseOf<N>>>;
}

const signIn = async (client: ApiClient, credentials: KitCredentials): Promise<Session> => {
  const login = expectOk(
    `login ${credentials.memberNumber}`,
    await client.call('login', credentials, { token: null }),
  );
  check('login', login.token.length > 0, 'the answer has no token');
  return {
    token: login.token,
    login,
    call: (name, body, options) => client.call(name, body, { ...options, token: login.token }),
  };
};

export interface ScenarioContext {
  readonly client: ApiClient;
  readonly options: KitOptions;
}

export type Scenario = (context: ScenarioContext) => Promise<void>;

/** Every scenario by name. */
export const scenarios = {
  /** Sign in, read member data with the token: the same member, the roles the demo logins have. */
  async signInAndReadMemberData({ client, options }) {
    for (const [who, credentials, isManager, isAdmin] of [
      ['admin', options.admin, true, true],
      ['manager', options.manager, true, false],
      ['member', options.member, false, false],
    ] as const) {
      const session = await signIn(client, credentials);
      const data = expectOk(`getMemberData as ${who}`, await session.call('getMemberData', {}));
      check(
        `getMemberData as ${who}`,
        data.memberData.memberNumber === session.login.memberData.memberNumber,
        'member data belongs to someone else',
      );
      check(
        `roles of ${who}`,
        data.memberData.isManager === isManager,
        `isManager should be ${isManager}`,
      );
      check(
        `roles of ${who}`,
        data.memberData.isAdminReports === isAdmin,
        `isAdminReports should be ${isAdmin}`,
      );
      for (const n of [
        data.memberData.awardsPointsAvailable,
        data.memberData.awardsPointsAvailable1,
        data.memberData.awardsPointsAvailableMng,
      ]) {
        check(`balances of ${who}`, n >= 0, 'a balance is negative');
      }
    }
  },

  /** A wrong password is a 400 with a message or field errors; no token, no member data. */
  async wrongPasswordRefused({ client, options }) {
    const error = expectError(
      'login with a wrong password',
      await client.call(
        'login',
        { memberNumber: options.member.memberNumber, password: 'not-the-password-1' },
        { token: null },
      ),
      'formErrors',
    );
    check(
      'login with a wrong password',
      error.kind === 'formErrors' &&
        (error.message !== '' || Object.keys(error.formErrors).length > 0),
      'the refusal says nothing',
    );
  },

  /** A member call without a session is a 401. */
  async memberCallNeedsSession({ client }) {
    expectError(
      'getMemberData without a token',
      await client.call('getMemberData', {}, { token: null }),
      'unauthorized',
    );
  },

  /** Read the division list, then the member list of a division: every member listed is of that division. */
  async divisionListThenMemberList({ client, options }) {
    const session = await signIn(client, options.manager);
    const lists = expectOk('getDivisionList', await session.call('getDivisionList', {}));
    check(
      'getDivisionList',
      lists.countryList.length > 0 && lists.divisionList.length > 0,
      'no clusters or no divisions',
    );
    const codes = new Set(lists.countryList.map((c) => c.countryCode));
    check(
      'getDivisionList',
      lists.divisionList.every((d) => codes.has(d.countryCode)),
      'a division of an unknown cluster',
    );
    const own =
      lists.divisionList.find((d) => d.divisionCode === session.login.memberData.divisionCode) ??
      lists.divisionList[0];
    if (!own) throw new ScenarioError('getDivisionList', 'no division');
    const members = expectOk(
      'getMemberList',
      await session.call('getMemberList', {
        divisionCode: own.divisionCode,
        search: '',
        includeSelf: true,
      }),
    );
    check('getMemberList', members.memberList.length > 0, `no members in ${own.division}`);
    check(
      'getMemberList',
      members.memberList.every((m) => m.division === own.division),
      `a member outside ${own.division}`,
    );
  },

  /**
   * Content pages answer content and title for the keys the portal asks for; a key no content block has
   * is not found (the portal shows 'Page not found').
   */
  async contentPages({ client }) {
    for (const contentKey of ['terms', 'privacy', 'disclaimer'] as const) {
      const page = expectOk(
        `getContent ${contentKey}`,
        await client.call('getContent', { contentKey, isCache: true }),
      );
      check(`getContent ${contentKey}`, page.content.length > 0, 'empty content');
    }
    const unknown = expectError(
      'getContent (unknown key)',
      await client.call('getContent', { contentKey: 'no-such-content', isCache: true }),
      'server',
    );
    check(
      'getContent (unknown key)',
      unknown.kind === 'server' && unknown.status === 404,
      `expected 404, got ${unknown.kind === 'server' ? unknown.status : unknown.kind}`,
    );
  },

  /** Shop: categories → products → add → basket → summary → order → the order is listed. */
  async shopOrder({ client, options }) {
    const session = await signIn(client, options.admin);
    const shop = expectOk('categoryList', await session.call('categoryList', {}));
    check('categoryList', shop.cats.length > 0, 'no categories');
    const alloc = shop.inf.alloc;
    let chosen: { productId: number } | undefined;
    for (const cat of shop.cats) {
      const list = expectOk(
        `productList ${cat.prodCat3Id}`,
        await session.call('productList', { prodCat3Id: cat.prodCat3Id, alloc }),
      );
      chosen = list.products.find((p) => p.noBasket !== 'N');
      if (chosen) break;
    }
    if (!chosen) throw new ScenarioError('productList', 'no product can be put in the basket');
    const added = expectOk(
      'addToBasket',
      await session.call('addToBasket', { productId: chosen.productId }),
    );
    check(
      'addToBasket',
      added.product.productId === chosen.productId,
      'a different product was added',
    );
    check('addToBasket', added.totalBasketQty >= 1, 'the basket is still empty');
    const basket = expectOk('getBasket', await session.call('getBasket', { alloc }));
    check(
      'getBasket',
      basket.basket.some((line) => line.productId === chosen.productId),
      'the product is not in the basket',
    );
    const live = basket.basket.filter((line) => line.BasketItemStatus !== 'DELETED');
    check(
      'getBasket',
      basket.totalBasketQty === live.reduce((n, l) => n + l.qty, 0),
      'totalBasketQty is not the sum of the lines',
    );
    const summary = expectOk(
      'getCheckoutOrderSummary',
      await session.call('getCheckoutOrderSummary', { promoCode: '', alloc }),
    );
    check(
      'getCheckoutOrderSummary',
      summary.totalBasketQty === basket.totalBasketQty,
      'the summary counts other items',
    );
    const placed = expectOk(
      'placeOrder',
      await session.call('placeOrder', {
        cellNum: session.login.memberData.cellNum,
        promoCode: '',
        alloc,
        vfyTotal: summary.vfyTotal,
      }),
    );
    const history = expectOk('orders', await session.call('orders', {}));
    check(
      'orders',
      history.orders.some((o) => o.orderNum === placed.orderNum),
      `order ${placed.orderNum} is not listed`,
    );
    const ids = new Set(history.orders.map((o) => o.memberOrderId));
    check(
      'orders',
      history.orderDetails.every((l) => ids.has(l.memberOrderId)),
      'a line without its order',
    );
  },

  /** Statements decode into dated rows; a member can read all three. */
  async statements({ client, options }) {
    const session = await signIn(client, options.manager);
    for (const name of ['statement', 'payItForwardStatement', 'managementStatement'] as const) {
      const answer = expectOk(name, await session.call(name, {}));
      check(
        name,
        answer.report.every((row) => !Number.isNaN(row.transDate.getTime())),
        'a row without a date',
      );
    }
  },

  /**
   * Awards: a member who is not a manager is refused Recognise (403); a Shout Out to a colleague is given
   * under its Idempotency-Key, a repeat of it gets the first answer, and another body under the same key
   * is a 422.
   */
  async awardOnceUnderItsKey({ client, options }) {
    const session = await signIn(client, options.member);
    const list = expectOk(
      'getMemberList',
      await session.call('getMemberList', {
        divisionCode: session.login.memberData.divisionCode,
        search: '',
        includeSelf: false,
      }),
    );
    const colleague = list.memberList.find((m) => !m.memberId.startsWith('0.'));
    if (!colleague) throw new ScenarioError('getMemberList', 'no registered colleague');
    const shoutOut: RequestOf<'doReward'> = {
      what: 'thankyou',
      reason: shoutOutValues[0],
      points: 0,
      message: 'Thank you for your help with the delivery today.',
      sendBy: 'email',
      recipients: [colleague.memberId],
    };
    const refused = expectError(
      'doReward Recognise as a member',
      await session.call('doReward', {
        ...shoutOut,
        what: 'reward',
        reason: recogniseValues[0],
        points: 5,
      }),
      'server',
    );
    check(
      'doReward Recognise as a member',
      refused.kind === 'server' && refused.status === 403,
      `expected 403, got ${refused.kind === 'server' ? refused.status : refused.kind}`,
    );
    const idempotencyKey = newIdempotencyKey();
    const first = expectOk(
      'doReward Shout Out',
      await session.call('doReward', shoutOut, { idempotencyKey }),
    );
    const again = expectOk(
      'doReward Shout Out, the same key',
      await session.call('doReward', shoutOut, { idempotencyKey }),
    );
    check(
      'doReward Shout Out, the same key',
      again.message === first.message,
      'the repeat got another answer',
    );
    const other = expectError(
      'doReward another body under the same key',
      await session.call('doReward', { ...shoutOut, message: 'Another.' }, { idempotencyKey }),
      'server',
    );
    check(
      'doReward another body under the same key',
      other.kind === 'server' && other.status === 422,
      `expected 422, got ${other.kind === 'server' ? other.status : other.kind}`,
    );
  },

  /**
   * Nominations, Send To All and get-to-know: a member nominates a registered colleague and is
   * refused nominating themselves under `members`; a member who is no admin is refused Send To All (403),
   * an admin sends to a colleague by SMS and one message is counted; recent recognition lists each colleague
   * once; a colleague's card is theirs, and an unregistered member has none.
   */
  async recognition({ client, options }) {
    const member = await signIn(client, options.member);
    const list = expectOk(
      'getMemberList',
      await member.call('getMemberList', {
        divisionCode: member.login.memberData.divisionCode,
        search: '',
        includeSelf: false,
      }),
    );
    const colleague = list.memberList.find((m) => !m.memberId.startsWith('0.'));
    if (!colleague) throw new ScenarioError('getMemberList', 'no registered colleague');
    const nomination = {
      nomCat: nominationValues[0],
      reason: 'Stayed late to settle a frightened rescue dog.',
      members: [colleague.memberId],
    };
    expectOk('newNom', await member.call('newNom', nomination));
    const missing = expectError(
      'newNom without a value',
      await member.call('newNom', { ...nomination, nomCat: '' }),
      'formErrors',
    );
    check(
      'newNom without a value',
      missing.kind === 'formErrors' && 'nomCat' in missing.formErrors,
      'no formErrors.nomCat',
    );
    const message = { isAllShops: false, message: 'Stocktake on Friday.', sendBy: 'sms' as const };
    const refused = expectError(
      'sendToAll as a member',
      await member.call('sendToAll', { ...message, recipients: [colleague.memberId] }),
      'server',
    );
    check(
      'sendToAll as a member',
      refused.kind === 'server' && refused.status === 403,
      `expected 403, got ${refused.kind === 'server' ? refused.status : refused.kind}`,
    );
    const admin = await signIn(client, options.admin);
    const sent = expectOk(
      'sendToAll as an admin',
      await admin.call('sendToAll', { ...message, recipients: [colleague.memberId] }),
    );
    check('sendToAll as an admin', sent.sentCount === 1, `sentCount ${sent.sentCount}, not 1`);
    const recent = expectOk('getRecentRecognition', await member.call('getRecentRecognition', {}));
    const names = recent.report.map((r) => r.memberName);
    check('getRecentRecognition', new Set(names).size === names.length, 'a colleague twice');
    const card = expectOk(
      'getToKnow',
      await member.call('getToKnow', { selectedMemberId: colleague.memberId }),
    );
    check(
      'getToKnow',
      card.getToKnow.length === 1 && card.getToKnow[0]?.memberId === colleague.memberId,
      'not the colleague asked for',
    );
    const unregistered = list.memberList.find((m) => m.memberId.startsWith('0.'));
    if (unregistered) {
      const none = expectOk(
        'getToKnow unregistered',
        await member.call('getToKnow', { selectedMemberId: unregistered.memberId }),
      );
      check(
        'getToKnow unregistered',
        none.getToKnow.length === 0,
        'a card for an unregistered member',
      );
    }
  },

  /**
   * Reports: a member is refused both (403), a manager All Divisions (403); an admin gets
   * All Divisions and a recommendations range, dated rows newest first; From after To is a 400.
   */
  async reportsByRole({ client, options }) {
    const month = new Date().toISOString().slice(0, 7);
    const member = await signIn(client, options.member);
    const refusedReports = [
      expectError(
        'reportManagement as a member',
        await member.call('reportManagement', { selMonth: month, isAll: false }),
        'server',
      ),
      expectError(
        'reportRecommendations as a member',
        await member.call('reportRecommendations', { selMonthFrom: month, selMonthTo: month }),
        'server',
      ),
    ];
    for (const refused of refusedReports)
      check(
        'a report as a member',
        refused.kind === 'server' && refused.status === 403,
        'expected 403',
      );
    const manager = await signIn(client, options.manager);
    const all = expectError(
      'reportManagement All Divisions as a manager',
      await manager.call('reportManagement', { selMonth: month, isAll: true }),
      'server',
    );
    check(
      'reportManagement All Divisions as a manager',
      all.kind === 'server' && all.status === 403,
      'expected 403',
    );
    expectOk(
      'reportManagement Current as a manager',
      await manager.call('reportManagement', { selMonth: month, isAll: false }),
    );
    const admin = await signIn(client, options.admin);
    const report = expectOk(
      'reportManagement All Divisions as an admin',
      await admin.call('reportManagement', { selMonth: month, isAll: true }),
    ).report;
    const times = report.map((r) => r.date.getTime());
    check(
      'reportManagement All Divisions as an admin',
      times.every((t, i) => i === 0 || t <= (times[i - 1] ?? t)),
      'rows are not newest first',
    );
    expectOk(
      'reportRecommendations as an admin',
      await admin.call('reportRecommendations', { selMonthFrom: '2024-01', selMonthTo: month }),
    );
    expectError(
      'reportRecommendations From after To',
      await admin.call('reportRecommendations', { selMonthFrom: month, selMonthTo: '2024-01' }),
      'formErrors',
    );
  },

  /**
   * The operator console: a member and a manager are refused each call (403); an admin finds the member by
   * number and by name, sees the balances the member's own data shows, adjusts one once under an
   * Idempotency-Key (a repeat changes nothing, another body under the key is a 422), and is refused an
   * adjustment that would take it below zero in formErrors.points.
   */
  async adminConsole({ client, options }) {
    const member = await signIn(client, options.member);
    const { memberNumber, surname } = member.login.memberData;
    for (const who of ['member', 'manager'] as const) {
      const session = who === 'member' ? member : await signIn(client, options.manager);
      const step = `a console call as a ${who}`;
      const errors = [
        expectError(
          step,
          await session.call('adminMemberSearch', { query: memberNumber }),
          'server',
        ),
        expectError(step, await session.call('adminMember', { memberId: 1 }), 'server'),
        expectError(
          step,
          await session.call('adminAdjustBalance', {
            memberId: 1,
            account: 'redeemable',
            points: 5,
            reason: 'Not mine to give',
          }),
          'server',
        ),
      ];
      for (const error of errors)
        check(
          step,
          error.kind === 'server' && error.status === 403,
          `expected 403, got ${error.kind === 'server' ? error.status : error.kind}`,
        );
    }
    const admin = await signIn(client, options.admin);
    const byNumber = expectOk(
      'adminMemberSearch by number',
      await admin.call('adminMemberSearch', { query: memberNumber }),
    ).members;
    const found = byNumber.find((m) => m.cellNum === memberNumber);
    if (!found) throw new ScenarioError('adminMemberSearch by number', 'the member is not listed');
    const byName = expectOk(
      'adminMemberSearch by name',
      await admin.call('adminMemberSearch', { query: surname }),
    ).members;
    check(
      'adminMemberSearch by name',
      byName.some((m) => m.memberId === found.memberId) && byName.length <= 50,
      'the member is not listed, or more than 50 rows',
    );
    const own = expectOk('getMemberData as the member', await member.call('getMemberData', {}));
    const page = expectOk(
      'adminMember',
      await admin.call('adminMember', { memberId: found.memberId }),
    );
    const { awardsPointsAvailable, awardsPointsAvailable1, awardsPointsAvailableMng } =
      own.memberData;
    check(
      'adminMember balances',
      JSON.stringify(page.balances) ===
        JSON.stringify({ awardsPointsAvailable, awardsPointsAvailable1, awardsPointsAvailableMng }),
      `console ${JSON.stringify(page.balances)}, member data ${awardsPointsAvailable}/${awardsPointsAvailable1}/${awardsPointsAvailableMng}`,
    );
    const adjustment = {
      memberId: found.memberId,
      account: 'redeemable' as const,
      points: 7,
      reason: 'Contract kit: a correction',
    };
    const idempotencyKey = newIdempotencyKey();
    const first = expectOk(
      'adminAdjustBalance',
      await admin.call('adminAdjustBalance', adjustment, { idempotencyKey }),
    );
    const again = expectOk(
      'adminAdjustBalance, the same key',
      await admin.call('adminAdjustBalance', adjustment, { idempotencyKey }),
    );
    check(
      'adminAdjustBalance',
      first.balances.awardsPointsAvailable === awardsPointsAvailable + 7 &&
        again.balances.awardsPointsAvailable === awardsPointsAvailable + 7,
      `balance ${first.balances.awardsPointsAvailable}, then ${again.balances.awardsPointsAvailable}; expected ${awardsPointsAvailable + 7} both times`,
    );
    const after = expectOk(
      'adminMember after the adjustment',
      await admin.call('adminMember', { memberId: found.memberId }),
    );
    check(
      'adminMember after the adjustment',
      after.balances.awardsPointsAvailable === awardsPointsAvailable + 7,
      'the adjustment was made twice, or not at all',
    );
    const other = expectError(
      'adminAdjustBalance another body under the same key',
      await admin.call('adminAdjustBalance', { ...adjustment, points: 8 }, { idempotencyKey }),
      'server',
    );
    check(
      'adminAdjustBalance another body under the same key',
      other.kind === 'server' && other.status === 422,
      `expected 422, got ${other.kind === 'server' ? other.status : other.kind}`,
    );
    const belowZero = expectError(
      'adminAdjustBalance below zero',
      await admin.call('adminAdjustBalance', {
        ...adjustment,
        points: -(awardsPointsAvailable + 8),
      }),
      'formErrors',
    );
    check(
      'adminAdjustBalance below zero',
      belowZero.kind === 'formErrors' && 'points' in belowZero.formErrors,
      'no formErrors.points',
    );
  },

  /**
   * The wall: the first card a member sees takes a reaction (set, then taken back) and a comment, which is
   * listed as written (a tag stays text) and then deleted; an unknown reaction is a field error.
   */
  async wallReactAndComment({ client, options }) {
    const session = await signIn(client, options.member);
    const page = expectOk('feedList', await session.call('feedList', { filter: 'everyone' }));
    const card = page.items[0];
    if (!card) throw new ScenarioError('feedList', 'the wall is empty');
    const clap = '\u{1F44F}';
    const on = expectOk(
      'feedReact on',
      await session.call('feedReact', { id: card.id, emoji: clap, on: true }),
    );
    check(
      'feedReact on',
      on.reactions.some((r) => r.emoji === clap && r.mine && r.count >= 1),
      'the reaction is not counted as the member’s',
    );
    const off = expectOk(
      'feedReact off',
      await session.call('feedReact', { id: card.id, emoji: clap, on: false }),
    );
    check(
      'feedReact off',
      !off.reactions.some((r) => r.emoji === clap && r.mine),
      'the reaction stayed',
    );
    const unknown = expectError(
      'feedReact unknown',
      await session.call('feedReact', { id: card.id, emoji: 'x' }),
      'formErrors',
    );
    check(
      'feedReact unknown',
      unknown.kind === 'formErrors' && 'emoji' in unknown.formErrors,
      'no formErrors.emoji',
    );
    const text = `Kit <b>comment</b> ${newIdempotencyKey()}`;
    const written = expectOk(
      'feedComment',
      await session.call('feedComment', { id: card.id, text }),
    );
    check(
      'feedComment',
      written.comment.text === text && written.comment.mine,
      'not kept as written',
    );
    const listed = expectOk('feedComments', await session.call('feedComments', { id: card.id }));
    check(
      'feedComments',
      listed.comments.some((c) => c.id === written.comment.id && c.text === text),
      'the comment is not listed as written',
    );
    expectOk(
      'feedDeleteComment',
      await session.call('feedDeleteComment', { id: written.comment.id }),
    );
    const after = expectOk(
      'feedComments after delete',
      await session.call('feedComments', { id: card.id }),
    );
    check(
      'feedComments after delete',
      !after.comments.some((c) => c.id === written.comment.id),
      'the deleted comment is still listed',
    );
  },

  /** Logout ends the session: the token no longer works. */
  async logoutEndsSession({ client, options }) {
    const session = await signIn(client, options.member);
    expectOk('logout', await session.call('logout', {}));
    expectError(
      'getMemberData after logout',
      await session.call('getMemberData', {}),
      'unauthorized',
    );
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

/** Runs one scenario against a base URL. Throws a ScenarioError naming the failing step. */
export const runScenario = async (name: ScenarioName, options: KitOptions): Promise<void> => {
  const client = createClient({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  await scenarios[name]({ client, options });
};
