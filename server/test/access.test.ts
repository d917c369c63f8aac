import {
  apiAccessOf,
  apiRefusal,
  mayCall,
  type ApiCallAccess,
  type Role,
  type RoleSource,
} from '@plaudit/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PlauditApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { members, products } from '../src/db/schema.ts';
import { errorMessages } from '../src/http/errors.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import { demo, latestPin, testDatabases, useTestServer } from './harness.ts';
import { multipartBody } from './multipart.ts';

/**
 * The access matrix (OWASP ASVS V8): every /api route the server registers, called by a visitor, a
 * member, a manager and an administrator, each with a body that is valid for them; the outcome must be
 * what packages/domain's apiAccess says. A route the table does not list fails the test.
 */

type Json = Record<string, unknown>;

/** The four roles, each held alone: the admin is an administrator who is not a manager. */
const roles = ['visitor', 'member', 'manager', 'admin'] as const satisfies readonly Role[];
type Who = (typeof roles)[number];

const flags: Record<Who, RoleSource> = {
  visitor: null,
  member: { isManager: false, isAdminReports: false },
  manager: { isManager: true, isAdminReports: false },
  admin: { isManager: false, isAdminReports: true },
};

/** Whose mobile number each role uses; the visitor's stands for the member a visitor acts on. */
const cells: Record<Who, string> = {
  visitor: demo.member,
  member: demo.member,
  manager: demo.manager,
  // A registered colleague of the seed's crowd in Paws & Claws, made an administrator (not a manager).
  admin: '0820001101',
};
/** Members not registered yet (the seed's crowd), one per role, for registration. */
const unregistered: Record<Who, string> = {
  visitor: demo.notRegistered,
  member: '0820001103',
  manager: '0820001107',
  admin: '0820001111',
};
/** A registered colleague everyone recognises and nominates, and one a visitor resets the password of. */
const colleagueCell = '0820001104';
const forgetfulCell = '0820001102';
const e164 = (national: string) => `+27${national.slice(1)}`;

const settings = {
  loginRateLimit: { perNumber: 10_000, perAddress: 10_000 },
  messageRateLimit: { perMember: 10_000, perAddress: 10_000 },
  otp: { resendIntervalMs: 0, hourlyCap: 10_000 },
};

async function memberIdOf(db: Db, cell: string): Promise<number> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.cellNational, cell))
    .limit(1);
  if (!row) throw new Error(`no member ${cell}`);
  return row.id;
}

const rows = (dataset: { fields: string[]; records: unknown[][] }): Json[] =>
  dataset.records.map((r) => Object.fromEntries(dataset.fields.map((f, i) => [f, r[i]])));

/** A person of the matrix: their token (logged in again when a call ended their sessions). */
class People {
  private readonly tokens = new Map<Who, string>();
  readonly passwords = new Map<string, string>();

  constructor(private readonly app: () => PlauditApp) {}

  passwordOf(cell: string): string {
    return this.passwords.get(cell) ?? demo.password;
  }

  async login(who: Who): Promise<string> {
    const cell = cells[who];
    const r = await this.call('/api/member/login', {
      memberNumber: cell,
      password: this.passwordOf(cell),
    });
    if (r.statusCode !== 200) throw new Error(`login ${who}: ${r.body}`);
    return (r.json() as { token: string }).token;
  }

  async token(who: Who): Promise<string | undefined> {
    if (who === 'visitor') return undefined;
    const known = this.tokens.get(who);
    if (known) return known;
    const fresh = await this.login(who);
    this.tokens.set(who, fresh);
    return fresh;
  }

  /** After a password change: every session of the member has ended. */
  forget(who: Who): void {
    this.tokens.delete(who);
  }

  call(
    path: string,
    body: Json | { payload: Buffer; headers: Record<string, string> },
    token?: string,
  ): Promise<LightMyRequestResponse> {
    const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (Buffer.isBuffer(body.payload)) {
      const multipart = body as { payload: Buffer; headers: Record<string, string> };
      return this.app().inject({
        method: 'POST',
        url: path,
        payload: multipart.payload,
        headers: { ...multipart.headers, ...auth },
      });
    }
    return this.app().inject({ method: 'POST', url: path, payload: body, headers: auth });
  }

  /** A call as a role (a member role with its own token; the member's for set-up done on a visitor's behalf). */
  async as(who: Who, path: string, body: Json): Promise<LightMyRequestResponse> {
    return this.call(path, body, await this.token(who === 'visitor' ? 'member' : who));
  }
}

interface Scenario {
  /** The valid body for this role (set-up it needs is done here, as the role's member). */
  body: (who: Who) => Promise<Json | { payload: Buffer; headers: Record<string, string> }>;
  /** A token of its own (logout), instead of the role's shared one. */
  ownToken?: boolean;
  /** After a success: the member's sessions have ended (a password change). */
  endsSessions?: boolean;
}

describe.each(testDatabases)('the access matrix on %s', (kind) => {
  const server = useTestServer(kind, settings);

  it('lets exactly the roles of apiAccess succeed at every registered /api route', async () => {
    const db = server.db;
    const admin = await memberIdOf(db, cells.admin);
    await db
      .update(members)
      .set({ isAdminReports: true, isManager: false })
      .where(eq(members.id, admin));
    server.app.membersChanged();
    const people = new People(() => server.app);
    const colleague = String(await memberIdOf(db, colleagueCell));
    const [airtime] = await db.select().from(products).where(eq(products.code, 'VOD-AIR-29'));
    if (!airtime) throw new Error('no VOD-AIR-29');
    const picture = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();

    const categoryId = async () => {
      const r = await people.as('member', '/api/shop/categorylist', {});
      const cats = rows((r.json() as { cats: { fields: string[]; records: unknown[][] } }).cats);
      return Number(cats[0]?.prodCat3Id);
    };
    const basketLine = async (who: Who) => {
      await people.as(who, '/api/shop/addtobasket', { productId: airtime.id });
      const r = await people.as(who, '/api/shop/getbasket', { alloc: 'ZA' });
      const basket = rows(
        (r.json() as { basket: { fields: string[]; records: unknown[][] } }).basket,
      );
      return Number(basket[0]?.shopBasketId);
    };
    const orderBody = async (who: Who) => {
      await basketLine(who);
      const r = await people.as(who, '/api/shop/getCheckoutOrderSummary', {
        promoCode: '',
        alloc: 'ZA',
      });
      const { vfyTotal } = r.json() as { vfyTotal: number };
      return { cellNum: cells[who], promoCode: '', alloc: 'ZA', vfyTotal };
    };
    const dispatchedLine = async (who: Who) => {
      const order = await people.as(who, '/api/shop/placeOrder', await orderBody(who));
      expect(order.statusCode, order.body).toBe(200);
      const r = await people.as(who, '/api/shop/orders', {});
      const lines = rows(
        (r.json() as { orderDetails: { fields: string[]; records: unknown[][] } }).orderDetails,
      );
      return Number(lines.find((l) => l.dispatchStatus === 4)?.memberOrderItemId);
    };
    const challenge = async (path: string, body: Json, token?: string) => {
      const r = await people.call(path, body, token);
      expect(r.statusCode, r.body).toBe(200);
      const { auth } = r.json() as { auth: string };
      return { auth, otp: await latestPin(server.app, e164(String(body.cellNum))) };
    };
    const award = (what: string, reason: string, points: number) => async () => ({
      what,
      reason,
      points,
      message: 'Thank you for your help this week.',
      sendBy: 'email',
      recipients: [colleague],
    });
    const newPassword = 'Kibble-2468';

    /** A valid body per route, and per case of the routes whose rule depends on the body. */
    const scenarios: Record<string, Record<string, Scenario>> = {
      '/api/site/getcontentdb': { '': { body: async () => ({ contentKey: 'terms' }) } },
      '/api/site/advertdata': { '': { body: async () => ({}) } },
      '/api/site/contactussend': {
        '': {
          body: async () => ({
            ContactName: 'Ayanda',
            EmailAddress: 'ayanda@example.com',
            Message: 'Where do I see my orders?',
            AcceptTerms: true,
          }),
        },
      },
      '/api/member/login': {
        '': {
          body: async (who) => ({
            memberNumber: cells[who],
            password: people.passwordOf(cells[who]),
          }),
        },
      },
      '/api/member/logout': { '': { body: async () => ({}), ownToken: true } },
      '/api/member/sendcell2factorsms': {
        '': { body: async (who) => ({ cellNum: unregistered[who] }) },
      },
      '/api/member/cell2factorverify': {
        '': {
          body: async (who) => ({
            firstname: 'New',
            surname: 'Starter',
            email: `starter-${who}@example.com`,
            cellNum: unregistered[who],
            password: newPassword,
            acceptTerms: true,
            ...(await challenge('/api/member/sendcell2factorsms', { cellNum: unregistered[who] })),
          }),
        },
      },
      '/api/member/passwordsendcell2factorsms': {
        '': {
          body: async (who) =>
            who === 'visitor'
              ? { cellNum: forgetfulCell }
              : { cellNum: cells[who], password: newPassword },
        },
      },
      '/api/member/passwordcell2factorverify': {
        '': {
          body: async (who) => {
            const cellNum = who === 'visitor' ? forgetfulCell : cells[who];
            const token = await people.token(who);
            const step1 = await challenge(
              '/api/member/passwordsendcell2factorsms',
              who === 'visitor' ? { cellNum } : { cellNum, password: newPassword },
              token,
            );
            return { cellNum, password: newPassword, ...step1 };
          },
          endsSessions: true,
        },
      },
      '/api/member/getmemberdata': { '': { body: async () => ({ resetimg: true }) } },
      '/api/member/memberupdate': {
        '': {
          body: async (who) => ({
            interest1: 'Birdwatching',
            firstname: 'Lerato',
            surname: 'Mokoena',
            postAddr2: '',
            email: `${who}@example.com`,
            cellNum: cells[who],
            dOBmm: '',
            dOBdd: '',
            interestOtherDesc: '',
            otherInfo: '',
            acceptTerms: true,
          }),
        },
      },
      '/api/member/profilepicupload': {
        '': { body: async () => multipartBody('fileProfilePic', picture, 'me.png', 'image/png') },
      },
      '/api/site/getmemberlist': {
        '': { body: async () => ({ divisionCode: 'ZA-JHB-PAWS', search: '', includeSelf: false }) },
      },
      '/api/site/getdivisionlist': { '': { body: async () => ({}) } },
      '/api/site/getrecentrecognition': { '': { body: async () => ({}) } },
      '/api/site/gettoknow': { '': { body: async () => ({ selectedMemberId: colleague }) } },
      '/api/nom/newnom': {
        '': {
          body: async () => ({
            nomCat: 'Integrity',
            reason: 'Stayed late to help a customer find the right food.',
            members: [colleague],
          }),
        },
      },
      '/api/reward/doreward': {
        thankyou: { body: award('thankyou', 'Thank You!', 0) },
        payitforward: { body: award('payitforward', 'Teamwork', 5) },
        reward: { body: award('reward', 'Client Focus', 5) },
        adhoc: { body: award('adhoc', 'Drives Results', 5) },
      },
      '/api/reward/sendtoall': {
        '': {
          body: async () => ({
            isAllShops: false,
            message: 'Stocktake on Friday.',
            sendBy: 'sms',
            recipients: ['div:ZA-JHB-PAWS'],
          }),
        },
      },
      '/api/report/statement': { '': { body: async () => ({}) } },
      '/api/report/payitforwardstatement': { '': { body: async () => ({}) } },
      '/api/report/managementstatement': { '': { body: async () => ({}) } },
      '/api/report/reportmanagement': {
        current: { body: async () => ({ selMonth: '2026-11', isAll: false }) },
        allDivisions: { body: async () => ({ selMonth: '2026-11', isAll: true }) },
      },
      '/api/report/reportrecommendations': {
        '': { body: async () => ({ selMonthFrom: '2026-01', selMonthTo: '2026-11' }) },
      },
      '/api/shop/categorylist': { '': { body: async () => ({}) } },
      '/api/shop/productlist': {
        '': { body: async () => ({ prodCat3Id: await categoryId(), alloc: 'ZA' }) },
      },
      '/api/shop/addtobasket': { '': { body: async () => ({ productId: airtime.id }) } },
      '/api/shop/getbasket': { '': { body: async () => ({ alloc: 'ZA' }) } },
      '/api/shop/changebasketqty': {
        '': {
          body: async (who) => ({
            action: 'add',
            shopBasketId: await basketLine(who),
            alloc: 'ZA',
          }),
        },
      },
      '/api/shop/getCheckoutOrderSummary': {
        '': { body: async () => ({ promoCode: '', alloc: 'ZA' }) },
      },
      '/api/shop/placeOrder': { '': { body: orderBody } },
      '/api/shop/orders': { '': { body: async () => ({}) } },
      '/api/shop/getVoucherCodeMessage': {
        '': { body: async (who) => ({ memberOrderItemId: await dispatchedLine(who) }) },
      },
    };

    const apiRoutes = server.app.registeredRoutes.filter((r) => /^\/api(\/|$)/.test(r.url));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    const outcomes: string[] = [];
    let unexpectedSuccesses = 0;
    let unexpectedRefusals = 0;
    let cells_ = 0;
    const sentMessages = new Set<string>();
    const outboxSize = async () => {
      const [row] = (
        (await db.execute(sql`select count(*)::int as n from outbox`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      return row?.n ?? 0;
    };

    for (const route of apiRoutes) {
      const entry: ApiCallAccess | undefined = apiAccessOf(route.url);
      if (route.method !== 'POST') problems.push(`${route.method} ${route.url}: not POST`);
      if (!entry) {
        problems.push(`${route.url}: no entry in apiAccess`);
        continue;
      }
      const cases = scenarios[route.url];
      if (!cases) {
        problems.push(`${route.url}: no scenario in this test`);
        continue;
      }
      const caseNames = Object.keys(entry.cases ?? { '': entry });
      expect(Object.keys(cases).sort(), route.url).toEqual(caseNames.sort());
      for (const caseName of caseNames) {
        const scenario = cases[caseName];
        if (!scenario) continue;
        for (const who of roles) {
          cells_ += 1;
          const body = await scenario.body(who);
          const token =
            who === 'visitor'
              ? undefined
              : scenario.ownToken
                ? await people.login(who)
                : await people.token(who);
          const before = await outboxSize();
          const response = await people.call(route.url, body, token);
          const expected = mayCall(route.url, flags[who], caseName || undefined);
          const succeeded = response.statusCode === 200;
          const label = `${route.url}${caseName ? ` (${caseName})` : ''} as ${who}`;
          outcomes.push(`${label}: ${response.statusCode}`);
          if (succeeded && !expected) {
            unexpectedSuccesses += 1;
            problems.push(`${label}: succeeded, the table says no`);
          } else if (!succeeded && expected) {
            unexpectedRefusals += 1;
            problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          } else if (!succeeded) {
            // A refusal for who the caller is, in the words the spec and the table give.
            const { message } = response.json() as { message?: string };
            const want =
              who === 'visitor'
                ? { status: 401, message: errorMessages.sessionRequired }
                : {
                    status: 403,
                    message: apiRefusal(route.url, flags[who], caseName || undefined),
                  };
            if (response.statusCode !== want.status || message !== want.message)
              problems.push(`${label}: refused with ${response.statusCode} ${message ?? ''}`);
          }
          if (succeeded && (await outboxSize()) > before) sentMessages.add(route.url);
          if (succeeded && scenario.endsSessions && who !== 'visitor') {
            people.passwords.set(cells[who], newPassword);
            people.forget(who);
          }
          if (succeeded && scenario.endsSessions && who === 'visitor')
            people.passwords.set(forgetfulCell, newPassword);
        }
      }
    }

    console.log(
      `access matrix (${kind}): ${apiRoutes.length} routes, ${cells_} route × role cells, ` +
        `unexpected successes ${unexpectedSuccesses}, unexpected refusals ${unexpectedRefusals}`,
    );
    expect(problems, outcomes.join('\n')).toEqual([]);
    expect(unexpectedSuccesses).toBe(0);
    expect(unexpectedRefusals).toBe(0);
    // Every call that sent an SMS or email is one the table marks, so the message rate limit covers it.
    const marked = apiRoutes
      .map((r) => r.url)
      .filter((url) => apiAccessOf(url)?.sendsMessages === true);
    expect([...sentMessages].filter((url) => !marked.includes(url))).toEqual([]);
    expect((await checkLedger(db)).ok).toBe(true);
  }, 60_000);
});
