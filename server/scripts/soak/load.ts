import { randomBytes } from 'node:crypto';
import {
  createClient,
  type ApiClient,
  type ApiResult,
  type CallName,
  type RequestOf,
  type ResponseOf,
} from '@plaudit/api/contract';
import { nominationValues, recogniseValues, shoutOutValues, type AwardType } from '@plaudit/domain';
import { limitedPromo, type SoakMember, type SoakWorld } from './setup.ts';

/**
 * The soak's load: concurrent clients, each a member with a session, sending awards (Recognise, Shout Out,
 * adhoc to a division, Pay It Forward), basket changes and orders to whichever server is up, for a bounded
 * time. Every award and order carries an Idempotency-Key; one that met a connection error, a timeout or a
 * 5xx is sent again with the same key (to any server) until it is answered, and some answered ones are
 * sent again on purpose. What the servers acknowledged (2xx) is recorded for the invariant checks.
 */

export interface AckedAward {
  key: string;
  giverId: number;
  what: AwardType;
  points: number;
  /** 'div:{code}' or member ids, as sent. */
  recipients: string[];
  /** When the first 2xx came. */
  at: number;
}

export interface AckedOrder {
  key: string;
  memberId: number;
  orderNum: string;
  promoCode: string;
  at: number;
}

export interface LoadRecord {
  requests: number;
  /** Answers by status (0: no answer: a connection error or timeout). */
  statuses: Map<number, number>;
  awards: AckedAward[];
  orders: AckedOrder[];
  /** Keys sent but never answered 2xx (refused, or the run ended first): they may or may not be there. */
  unacknowledgedKeys: string[];
  /** Requests sent again with a key already answered 2xx. */
  deliberateRetries: number;
  /** Requests sent again with the same key after a connection error, a timeout or a 5xx. */
  recoveryRetries: number;
  /** A key whose repeat got another answer than its first 2xx (a doubled order, say). */
  divergentReplays: string[];
  /** 2xx answers to requests that must be refused (a colleague's Recognise, a wrong total). */
  unexpectedSuccesses: string[];
  /** 5xx answers, by call. */
  serverErrors: Map<string, number>;
  startedAt: number;
  endedAt: number;
}

export interface LoadOptions {
  world: SoakWorld;
  /** The base URLs of the servers that are up now (asked before every request). */
  targets: () => string[];
  clients: number;
  durationMs: number;
  /** Each client's pause between actions. @default 0 */
  thinkMs?: number;
  /** Share of acknowledged keyed requests sent again (and each client's first, always). @default 0.15 */
  retryShare?: number;
  /** Stops early when true. */
  stopped?: () => boolean;
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome<N extends CallName> =
  | { kind: 'ok'; status: number; data: ResponseOf<N> }
  | { kind: 'refused'; status: number; message: string }
  /** No answer, a 5xx or an answer cut short: the request may or may not have taken effect. */
  | { kind: 'unknown'; status: number };

/** Starts the load: `record` fills as answers come (checks during the run read it); `done` ends with it. */
export function startLoad(options: LoadOptions): { record: LoadRecord; done: Promise<LoadRecord> } {
  const record: LoadRecord = {
    requests: 0,
    statuses: new Map(),
    awards: [],
    orders: [],
    unacknowledgedKeys: [],
    deliberateRetries: 0,
    recoveryRetries: 0,
    divergentReplays: [],
    unexpectedSuccesses: [],
    serverErrors: new Map(),
    startedAt: Date.now(),
    endedAt: 0,
  };
  const deadline = record.startedAt + options.durationMs;
  const over = () => Date.now() >= deadline || options.stopped?.() === true;
  const retryShare = options.retryShare ?? 0.15;
  const clientsByUrl = new Map<string, ApiClient>();
  const clientFor = (url: string) => {
    let client = clientsByUrl.get(url);
    if (!client) {
      client = createClient({ baseUrl: url });
      clientsByUrl.set(url, client);
    }
    return client;
  };
  const count = (status: number) =>
    record.statuses.set(status, (record.statuses.get(status) ?? 0) + 1);

  /** One request to one server that is up (waiting for one while none is). */
  async function once<N extends CallName>(
    name: N,
    body: RequestOf<N>,
    member: SoakMember,
    key?: string,
  ): Promise<Outcome<N>> {
    let urls = options.targets();
    for (let waited = 0; urls.length === 0 && waited < 60_000; waited += 50) {
      await sleep(50);
      urls = options.targets();
    }
    if (urls.length === 0) return { kind: 'unknown', status: 0 };
    record.requests += 1;
    const result: ApiResult<ResponseOf<N>> = await clientFor(pick(urls)).call(name, body, {
      token: member.token,
      signal: AbortSignal.timeout(30_000),
      ...(key ? { idempotencyKey: key } : {}),
    });
    if (result.ok) {
      count(200);
      return { kind: 'ok', status: 200, data: result.data };
    }
    const error = result.error;
    const status = 'status' in error ? error.status : 0;
    count(status);
    if (status >= 500) record.serverErrors.set(name, (record.serverErrors.get(name) ?? 0) + 1);
    if (status === 0 || status >= 500) return { kind: 'unknown', status };
    return { kind: 'refused', status, message: error.message };
  }

  /**
   * A keyed call: sent again with the same key until it is answered (2xx or a refusal), or the run is
   * over; an answered one is sometimes sent again, and its answer must be the first one.
   */
  /** Clients that have sent an answered key again. */
  const repeated = new Set<number>();
  async function keyed<N extends CallName>(
    name: N,
    body: RequestOf<N>,
    member: SoakMember,
    key: string,
    client: number,
  ): Promise<Outcome<N>> {
    let outcome = await once(name, body, member, key);
    // A request under way when the run ends is still followed up (for a minute at most): the checks want
    // to know what the servers said.
    const giveUp = Date.now() + 60_000;
    while (outcome.kind === 'unknown' && Date.now() < giveUp) {
      await sleep(50 + Math.random() * 200);
      record.recoveryRetries += 1;
      outcome = await once(name, body, member, key);
    }
    if (outcome.kind === 'ok' && (!repeated.has(client) || Math.random() < retryShare)) {
      repeated.add(client);
      record.deliberateRetries += 1;
      let again = await once(name, body, member, key);
      while (again.kind === 'unknown' && Date.now() < giveUp) {
        await sleep(50 + Math.random() * 200);
        again = await once(name, body, member, key);
      }
      if (again.kind !== 'unknown' && JSON.stringify(again) !== JSON.stringify(outcome))
        record.divergentReplays.push(`${name} ${key}: ${JSON.stringify(again)}`);
    }
    if (outcome.kind !== 'ok') record.unacknowledgedKeys.push(key);
    return outcome;
  }

  const newKey = (client: number) => `soak-${client}-${randomBytes(8).toString('hex')}`;
  const { world } = options;
  const others = (member: SoakMember) => world.members.filter((m) => m.id !== member.id);

  async function award(client: number, member: SoakMember): Promise<void> {
    const roll = Math.random();
    let what: AwardType;
    if (!member.isManager) what = roll < 0.6 ? 'payitforward' : roll < 0.95 ? 'thankyou' : 'reward';
    else
      what =
        roll < 0.45 ? 'reward' : roll < 0.6 ? 'adhoc' : roll < 0.8 ? 'payitforward' : 'thankyou';
    const key = newKey(client);
    const recipients =
      what === 'adhoc' ? [`div:${pick(world.divisionCodes)}`] : [String(pick(others(member)).id)];
    const points =
      what === 'thankyou' ? 0 : what === 'payitforward' ? pick([5, 10, 20]) : pick([5, 10]);
    const reason =
      what === 'payitforward'
        ? pick(nominationValues)
        : what === 'thankyou'
          ? pick(shoutOutValues)
          : pick(recogniseValues);
    const body = {
      what,
      reason,
      points,
      message: `Soak ${key}`,
      sendBy: 'sms' as const,
      recipients,
    };
    const outcome = await keyed('doReward', body, member, key, client);
    if (outcome.kind !== 'ok') return;
    // A colleague who is not a manager may not Recognise.
    if (what === 'reward' && !member.isManager)
      record.unexpectedSuccesses.push(`doReward reward by a colleague (${key})`);
    record.awards.push({ key, giverId: member.id, what, points, recipients, at: Date.now() });
  }

  async function shop(client: number, member: SoakMember): Promise<void> {
    const mine = world.products.filter((p) => p.clusterId === member.clusterId);
    if (mine.length === 0) return;
    const added = await once('addToBasket', { productId: pick(mine).id }, member);
    if (added.kind !== 'ok') return;
    if (Math.random() < 0.4) {
      const basket = await once('getBasket', { alloc: '' }, member);
      if (basket.kind === 'ok' && basket.data.basket.length > 0) {
        const line = pick(basket.data.basket);
        const action = pick(['add', 'decrease', 'delete'] as const);
        await once(
          'changeBasketQty',
          { action, shopBasketId: line.shopBasketId, alloc: '' },
          member,
        );
      }
    }
    if (Math.random() < 0.3) return; // The basket waits for a later visit.
    const promoCode = pick(['', '', 'PAWS10', limitedPromo.code]);
    const summary = await once('getCheckoutOrderSummary', { promoCode, alloc: '' }, member);
    if (summary.kind !== 'ok' || summary.data.totalBasketQty === 0) return;
    const usable = summary.data.isVoucherOk ? promoCode : '';
    const vfyTotal = usable === promoCode ? summary.data.vfyTotal : summary.data.totalBasketPrice;
    // Now and then a total that is not the basket's: the order must be refused.
    const wrongTotal = Math.random() < 0.05;
    const key = newKey(client);
    const body = {
      cellNum: member.cellNational,
      promoCode: usable,
      alloc: '',
      vfyTotal: wrongTotal ? vfyTotal + 1 : vfyTotal,
    };
    const outcome = await keyed('placeOrder', body, member, key, client);
    if (outcome.kind !== 'ok') return;
    if (wrongTotal) record.unexpectedSuccesses.push(`placeOrder with a wrong total (${key})`);
    record.orders.push({
      key,
      memberId: member.id,
      orderNum: outcome.data.orderNum,
      promoCode: usable,
      at: Date.now(),
    });
  }

  const client = async (index: number) => {
    const member = world.members[index % world.members.length];
    if (!member) return;
    while (!over()) {
      if (Math.random() < 0.55) await award(index, member);
      else await shop(index, member);
      if (options.thinkMs) await sleep(options.thinkMs);
    }
  };
  const done = Promise.all(Array.from({ length: options.clients }, (_, i) => client(i))).then(
    () => {
      record.endedAt = Date.now();
      return record;
    },
  );
  return { record, done };
}
