import { callNames, contract } from '@plaudit/api/contract';
import {
  accountMessages,
  apiAccessOf,
  apiRefusal,
  awardRefusals,
  errorMessages,
  isPublicCall,
  mayCall,
  profileMessages,
  reportRefusals,
  shopMessages,
  type ApiCallAccess,
  type Role,
  type RoleSource,
} from '@plaudit/domain';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adjustBalance } from '../src/admin/operations.ts';
import { buildApp, type PlauditApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import {
  awards,
  members,
  nominations,
  orderLines,
  orders,
  otpChallenges,
  products,
  promoCodes,
  sessions,
} from '../src/db/schema.ts';
import { pinReference } from '../src/accounts/otp.ts';
import { enqueue } from '../src/outbox/queue.ts';
import { hashSecret } from '../src/security/tokens.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import { ownedFingerprint, tablesChecksum } from './checksums.ts';
import {
  demo,
  latestPin,
  login,
  testDatabases,
  testPasswordCost,
  useTestServer,
} from './harness.ts';
import { multipartBody, multipartForm } from './multipart.ts';

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
/** Registered colleagues nobody else here needs: one the console makes a manager, one it deactivates. */
const rolesCell = '0820001106';
const leaverCell = '0820001105';
const e164 = (national: string) => `+27${national.slice(1)}`;

const settings = {
  loginRateLimit: { perNumber: 10_000, perAddress: 10_000 },
  messageRateLimit: { perMember: 10_000, perAddress: 10_000 },
  otp: { resendIntervalMs: 0, hourlyCap: 10_000 },
  // Push is set up (any public key: the matrix sends nothing).
  push: {
    publicKey:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  },
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

/**
 * Streams a 64 MB multipart upload (a CSV and images) to a call over a real connection, as a member's
 * browser would, and stops sending once the server answers: its status, body, how long the answer took
 * and how many bytes had gone out by then.
 */
async function oversizedUpload(
  url: string,
  token: string,
): Promise<{ status: number; body: unknown; ms: number; sent: number }> {
  const boundary = `----plaudit${randomBytes(8).toString('hex')}`;
  const chunk = randomBytes(64 * 1024);
  const total = 1024;
  let sent = 0;
  const body = Readable.from(
    (function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="importer"\r\n\r\nproducts\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      );
      for (let i = 0; i < total; i += 1) {
        sent += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total * chunk.length + 512),
      },
    });
    request.on('response', (response) => {
      const ms = performance.now() - started;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        body.destroy();
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(parts).toString('utf8')) as unknown,
          ms,
          sent,
        });
      });
    });
    // Writing into a connection the server has closed fails: the answer has come by then.
    request.on('error', (error) => {
      if (
        !(error as { code?: string }).code?.startsWith('EPIPE') &&
        !('ECONNRESET' === (error as { code?: string }).code)
      )
        reject(error);
    });
    body.pipe(request);
  });
}

describe.each(testDatabases)('access control on %s', (kind) => {
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
    // A pin sent by WhatsApp (issue 37) to each role's number, stored as the send call stores one.
    const whatsAppPin = async (who: Who, call: string) => {
      const auth = `access-matrix-${call}-${who}`;
      const now = server.clock.now();
      const [stored] = await db
        .insert(otpChallenges)
        .values({
          authHash: hashSecret(auth),
          purpose: 'register',
          memberId: await memberIdOf(db, unregistered[who]),
          cellE164: e164(unregistered[who]),
          codeHash: hashSecret(`${auth}:482913`),
          createdAt: now,
          expiresAt: new Date(now.getTime() + 10 * 60_000),
        })
        .returning({ id: otpChallenges.id });
      await enqueue(
        db,
        { now },
        {
          kind: 'pin',
          reference: pinReference(stored?.id ?? 0),
          channel: 'whatsapp',
          to: e164(unregistered[who]),
          body: 'Your pin is 482913',
          template: { name: 'plaudit_pin', language: 'en', parameters: ['482913'] },
        },
      );
      return { auth };
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
    const newPassword = 'Kibble-Tabby-58';
    // A line the product with no codes left (WWF-250) leaves pending, ordered by a demo member with points.
    let pending: number | undefined;
    const pendingLine = async () => {
      if (pending !== undefined) return pending;
      const [empty] = await db.select().from(products).where(eq(products.code, 'WWF-250'));
      await people.as('member', '/api/shop/addtobasket', { productId: empty?.id });
      const summary = await people.as('member', '/api/shop/getCheckoutOrderSummary', {
        promoCode: '',
        alloc: 'ZA',
      });
      const { vfyTotal } = summary.json() as { vfyTotal: number };
      await adjustBalance(db, {
        memberId: await memberIdOf(db, cells.member),
        kind: 'redeemable',
        points: vfyTotal,
        reason: 'Access matrix: points for a pending order',
        now: new Date(),
        actor: { kind: 'cli' },
      });
      const order = await people.as('member', '/api/shop/placeOrder', {
        cellNum: cells.member,
        promoCode: '',
        alloc: 'ZA',
        vfyTotal,
      });
      expect(order.statusCode, order.body).toBe(200);
      const [line] = await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.dispatchStatus, 1))
        .orderBy(desc(orderLines.id))
        .limit(1);
      pending = line?.id ?? 0;
      return pending;
    };
    const promoId = async () =>
      (await db.select().from(promoCodes).where(eq(promoCodes.code, 'PAWS10')))[0]?.id ?? 0;

    // The wall's calls act on a public thanks from the colleague to another colleague, which no role of
    // the matrix gave or received (so each may add points to it).
    let wallThanks: number | undefined;
    const thanks = async () => {
      if (wallThanks !== undefined) return wallThanks;
      const giver = await people.call('/api/member/login', {
        memberNumber: colleagueCell,
        password: demo.password,
      });
      const token = (giver.json() as { token: string }).token;
      const given = await people.call(
        '/api/reward/doreward',
        {
          what: 'thankyou',
          reason: 'Thank You!',
          points: 0,
          message: 'For the access matrix.',
          sendBy: 'email',
          recipients: [String(await memberIdOf(db, forgetfulCell))],
        },
        token,
      );
      expect(given.statusCode, given.body).toBe(200);
      const [latest] = await db
        .select({ id: awards.id })
        .from(awards)
        .orderBy(desc(awards.id))
        .limit(1);
      wallThanks = latest?.id ?? 0;
      return wallThanks;
    };
    /** A comment on the wall's thanks by the role (the member's, for a visitor). */
    const commentBy = async (who: Who) => {
      const r = await people.as(who, '/api/feed/comment', {
        id: await thanks(),
        text: `A comment of the access matrix by ${who}`,
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { comment: { id: number } }).comment.id;
    };

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
      '/api/member/pinstatus': { '': { body: async (who) => whatsAppPin(who, 'status') } },
      '/api/member/pinbysms': { '': { body: async (who) => whatsAppPin(who, 'bysms') } },
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
      '/api/admin/membersearch': { '': { body: async () => ({ query: 'Mokoena' }) } },
      '/api/admin/member': { '': { body: async () => ({ memberId: Number(colleague) }) } },
      '/api/admin/memberstatement': {
        '': { body: async () => ({ memberId: Number(colleague), balance: 'redeemable' }) },
      },
      '/api/admin/budgets': { '': { body: async () => ({}) } },
      '/api/admin/grantbudget': {
        '': { body: async () => ({ divisionCode: 'ZA-JHB-PAWS', points: 5, reason: 'Access' }) },
      },
      '/api/admin/orders': { '': { body: async () => ({}) } },
      '/api/admin/refundline': {
        '': { body: async () => ({ orderLineId: await pendingLine(), reason: 'Access matrix' }) },
      },
      '/api/admin/orderhistory': {
        '': {
          body: async () => {
            await pendingLine();
            const [order] = await db
              .select({ orderNum: orders.orderNum })
              .from(orders)
              .orderBy(desc(orders.id))
              .limit(1);
            return { orderNum: order?.orderNum ?? '' };
          },
        },
      },
      '/api/admin/promos': { '': { body: async () => ({}) } },
      '/api/admin/importers': { '': { body: async () => ({}) } },
      // A dry run of a members file: it writes nothing, whoever sends it.
      '/api/admin/import': {
        '': {
          body: async () =>
            multipartForm([
              { name: 'importer', value: 'members' },
              { name: 'mode', value: 'dryRun' },
              { name: 'fileName', value: 'members.csv' },
              {
                name: 'file',
                bytes: Buffer.from(
                  'cellNum,firstname,surname,divisionCode\n0825550801,Sipho,Dube,ZA-JHB-PAWS\n',
                ),
                filename: 'members.csv',
                contentType: 'text/csv',
              },
            ]),
        },
      },
      // The caller's newest import job (null when they have started none): it reads, never writes.
      '/api/admin/importjob': { '': { body: async () => ({ jobId: null }) } },
      '/api/admin/createpromo': {
        '': {
          body: async (who) => ({
            code: `ACCESS-${who.toUpperCase()}`,
            kind: 'percent',
            amount: '5',
            validFrom: '2026-01-01',
            validTo: '2030-12-31',
            clusterCode: '',
            totalLimit: '',
            perMemberLimit: '',
            reason: 'Access matrix',
          }),
        },
      },
      '/api/admin/endpromo': {
        '': { body: async () => ({ promoId: await promoId(), reason: 'Access matrix' }) },
      },
      '/api/admin/content': { '': { body: async () => ({}) } },
      '/api/admin/savecontent': {
        '': {
          body: async (who) => ({
            key: 'disclaimer',
            title: 'Disclaimer',
            content: `<p>Edited by the access matrix as ${who}.</p>`,
            reason: 'Access matrix',
          }),
        },
      },
      '/api/admin/adjustbalance': {
        '': {
          body: async () => ({
            memberId: Number(colleague),
            account: 'redeemable',
            points: 5,
            reason: 'Access matrix: a correction',
          }),
        },
      },
      ...Object.fromEntries(
        ['recognition', 'participation', 'values', 'points', 'shop', 'wall', 'deliveries'].map(
          (chart) => [
            `/api/admin/insights/${chart}`,
            {
              '': {
                body: async () => ({
                  monthFrom: '2026-01',
                  monthTo: '2026-11',
                  clusterCode: 'ZA',
                  divisionCode: '',
                }),
              },
            },
          ],
        ),
      ),
      '/api/admin/setflags': {
        '': {
          body: async () => ({
            memberId: await memberIdOf(db, rolesCell),
            isManager: true,
            isAdmin: false,
            reason: 'Access matrix: runs the store now',
          }),
        },
      },
      '/api/admin/setactive': {
        '': {
          body: async () => ({
            memberId: await memberIdOf(db, leaverCell),
            active: false,
            reason: 'Access matrix: left the company',
          }),
        },
      },
      '/api/admin/audit': { '': { body: async () => ({ action: '', memberId: null, page: 1 }) } },
      '/api/member/pushkey': { '': { body: async () => ({}) } },
      // Each role's own browser (outside production any push service address is taken).
      '/api/member/pushsubscribe': {
        '': {
          body: async (who) => ({
            subscription: {
              endpoint: `https://fcm.googleapis.com/fcm/send/access-matrix-${who}`,
              expirationTime: null,
              keys: {
                p256dh:
                  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
                auth: 'tBHItJI5svbpez7KI4CCXg',
              },
            },
          }),
        },
      },
      '/api/member/pushunsubscribe': {
        '': {
          body: async (who) => ({
            endpoint: `https://fcm.googleapis.com/fcm/send/access-matrix-${who}`,
          }),
        },
      },
      '/api/feed/list': { '': { body: async () => ({ filter: 'everyone' }) } },
      '/api/feed/react': {
        '': { body: async () => ({ id: await thanks(), emoji: '\u{1F44F}', on: true }) },
      },
      '/api/feed/comment': {
        '': { body: async (who) => ({ id: await thanks(), text: `Well done, from ${who}` }) },
      },
      '/api/feed/comments': { '': { body: async () => ({ id: await thanks() }) } },
      '/api/feed/reactors': { '': { body: async () => ({ id: await thanks() }) } },
      '/api/feed/deletecomment': { '': { body: async (who) => ({ id: await commentBy(who) }) } },
      '/api/feed/addpoints': {
        '': {
          body: async (who) => {
            // A member's points come from the allowance: five more of it, whatever the demo left.
            if (who !== 'visitor')
              await adjustBalance(db, {
                memberId: await memberIdOf(db, cells[who]),
                kind: who === 'manager' ? 'management' : 'payItForward',
                points: 5,
                reason: 'Access matrix: points to add to a thanks',
                now: new Date(),
                actor: { kind: 'cli' },
              });
            return { id: await thanks(), points: 5 };
          },
        },
      },
      '/api/admin/hidecomment': {
        '': {
          body: async () => ({ id: await commentBy('member'), reason: 'Access matrix: hidden' }),
        },
      },
      '/api/admin/comments': { '': { body: async () => ({}) } },
      '/api/admin/nominations': { '': { body: async () => ({ status: 'waiting', page: 1 }) } },
      // A nomination the demo's history leaves waiting for a review.
      '/api/admin/reviewnomination': {
        '': {
          body: async () => {
            const [waiting] = await db
              .select({ id: nominations.id })
              .from(nominations)
              .where(eq(nominations.status, 'waiting'))
              .orderBy(desc(nominations.id))
              .limit(1);
            if (!waiting) throw new Error('the demo has no nomination waiting for a review');
            return {
              nominationId: waiting.id,
              decision: 'decline',
              points: 0,
              message: '',
              note: 'Access matrix: a Shout Out suits this better',
            };
          },
        },
      },
    };

    const apiRoutes = server.app.registeredRoutes.filter((r) => /^\/api(\/|$)/.test(r.url));
    // The contract's session rule ('public' or 'member') is the table's: public exactly when visitors may.
    for (const name of callNames)
      expect(isPublicCall(contract[name].path), name).toBe(contract[name].access === 'public');
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

  /** Calls as one member; `other` is a second member whose things the first names. */
  const as =
    (token: string | undefined) =>
    (path: string, body: Json, headers: Json = {}) =>
      server.app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } as Record<
          string,
          string
        >,
      });

  it('takes a role away at once: a manager made a plain member is refused on the next call', async () => {
    const token = await login(server.app, demo.manager);
    const report = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/report/reportrecommendations',
        payload: { selMonthFrom: '2026-11', selMonthTo: '2026-11' },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await report()).statusCode).toBe(200);
    await server.db
      .update(members)
      .set({ isManager: false })
      .where(eq(members.cellNational, demo.manager));
    const refused = await report();
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { message: reportRefusals.managersOnly },
    });
  });

  it("refuses every call that names another member's basket line, order line, number or challenge, and changes nothing", async () => {
    const db = server.db;
    const people = new People(() => server.app);
    const mine = as(await people.token('member'));
    const theirs = as(await people.token('manager'));
    const [airtime] = await db.select().from(products).where(eq(products.code, 'VOD-AIR-29'));
    if (!airtime) throw new Error('no VOD-AIR-29');

    // The manager's basket line and a dispatched order line with its codes.
    expect((await theirs('/api/shop/addtobasket', { productId: airtime.id })).statusCode).toBe(200);
    const summary = (await theirs('/api/shop/getCheckoutOrderSummary', {
      promoCode: '',
      alloc: 'ZA',
    }).then((r) => r.json())) as { vfyTotal: number };
    const idempotencyKey = 'order-from-the-manager-1';
    const orderBody = {
      cellNum: demo.manager,
      promoCode: '',
      alloc: 'ZA',
      vfyTotal: summary.vfyTotal,
    };
    const placed = await theirs('/api/shop/placeOrder', orderBody, {
      'idempotency-key': idempotencyKey,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNum } = placed.json() as { orderNum: string };
    expect((await theirs('/api/shop/addtobasket', { productId: airtime.id })).statusCode).toBe(200);
    const basket = rows(
      (
        (await theirs('/api/shop/getbasket', { alloc: 'ZA' })).json() as {
          basket: { fields: string[]; records: unknown[][] };
        }
      ).basket,
    );
    const theirLine = Number(basket[0]?.shopBasketId);
    const theirOrders = (await theirs('/api/shop/orders', {})).json() as {
      orderDetails: { fields: string[]; records: unknown[][] };
    };
    const theirOrderLine = Number(rows(theirOrders.orderDetails)[0]?.memberOrderItemId);
    // A forgot-password challenge the manager asked for (its pin reached the manager's phone only).
    const reset = await as(undefined)('/api/member/passwordsendcell2factorsms', {
      cellNum: demo.manager,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const theirChallenge = {
      auth: (reset.json() as { auth: string }).auth,
      otp: await latestPin(server.app, e164(demo.manager)),
    };

    const before = await tablesChecksum(db);
    const ledgerBefore = await ownedFingerprint(db);
    const refusals: [string, Json, number, string][] = [
      ...(['add', 'decrease', 'delete'] as const).map((action): [string, Json, number, string] => [
        '/api/shop/changebasketqty',
        { action, shopBasketId: theirLine, alloc: 'ZA' },
        404,
        shopMessages.basketLineNotFound,
      ]),
      [
        '/api/shop/getVoucherCodeMessage',
        { memberOrderItemId: theirOrderLine },
        404,
        shopMessages.voucherNotAvailable,
      ],
      [
        '/api/member/memberupdate',
        {
          interest1: '',
          firstname: 'Pieter',
          surname: 'van der Merwe',
          postAddr2: '',
          email: 'taken-over@example.com',
          cellNum: demo.manager,
          dOBmm: '',
          dOBdd: '',
          interestOtherDesc: '',
          otherInfo: '',
          acceptTerms: true,
        },
        400,
        profileMessages.cellChange,
      ],
      [
        '/api/member/passwordsendcell2factorsms',
        { cellNum: demo.manager, password: 'Kibble-Tabby-58' },
        400,
        accountMessages.notYourNumber,
      ],
      [
        '/api/member/passwordcell2factorverify',
        { cellNum: demo.manager, password: 'Kibble-Tabby-58', ...theirChallenge },
        400,
        accountMessages.notYourNumber,
      ],
      [
        '/api/reward/doreward',
        {
          what: 'payitforward',
          reason: 'Teamwork',
          points: 5,
          message: 'To everyone',
          sendBy: 'sms',
          recipients: ['all_shops:'],
        },
        400,
        awardRefusals.allShops,
      ],
      [
        '/api/reward/doreward',
        {
          what: 'payitforward',
          reason: 'Teamwork',
          points: 5,
          message: 'To me',
          sendBy: 'sms',
          recipients: [String(await memberIdOf(db, demo.member))],
        },
        400,
        awardRefusals.yourself,
      ],
    ];
    for (const [path, body, status, message] of refusals) {
      const r = await mine(path, body);
      const answer = r.json() as { message?: string; formErrors?: Record<string, string> };
      // The text is the message, or a field's error under the general one.
      const said = [answer.message, ...Object.values(answer.formErrors ?? {})];
      expect({ path, status: r.statusCode, said: said.includes(message) }).toEqual({
        path,
        status,
        said: true,
      });
    }
    // A visitor holding the manager's challenge but naming another number gets nowhere either.
    const wrongNumber = await as(undefined)('/api/member/passwordcell2factorverify', {
      cellNum: demo.member,
      password: 'Kibble-Tabby-58',
      ...theirChallenge,
    });
    expect(wrongNumber.statusCode).toBe(400);

    // Calls that name no member answer with the caller's own things whatever id is slipped in.
    for (const path of [
      '/api/report/statement',
      '/api/report/payitforwardstatement',
      '/api/report/managementstatement',
      '/api/shop/orders',
    ]) {
      const own = await mine(path, {});
      const slipped = await mine(path, { memberId: await memberIdOf(db, demo.manager) });
      expect(slipped.body, path).toBe(own.body);
      expect(slipped.body).not.toContain(orderNum);
    }
    const ownBasket = await mine('/api/shop/getbasket', { alloc: 'ZA' });
    expect((ownBasket.json() as { totalBasketQty: number }).totalBasketQty).toBe(0);
    expect(await tablesChecksum(db)).toEqual(before);
    expect(await ownedFingerprint(db)).toBe(ledgerBefore);

    // Another member's Idempotency-Key with the same body is a new request of the caller's, never a
    // replay of the other member's answer.
    expect((await mine('/api/shop/addtobasket', { productId: airtime.id })).statusCode).toBe(200);
    const again = await mine(
      '/api/shop/placeOrder',
      { ...orderBody, cellNum: demo.member },
      { 'idempotency-key': idempotencyKey },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { orderNum: string }).orderNum).not.toBe(orderNum);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  const memberRoutes = () =>
    server.app.registeredRoutes
      .filter((r) => /^\/api\//.test(r.url) && !isPublicCall(r.url))
      .map((r) => r.url);

  /** Every member call with this Authorization header: the paths that did not answer 401. */
  const notRefused = async (authorization: string | undefined, query = '') => {
    const through: string[] = [];
    for (const path of memberRoutes()) {
      const r = await server.app.inject({
        method: 'POST',
        url: `${path}${query}`,
        payload: {},
        headers: authorization === undefined ? {} : { authorization },
      });
      if (r.statusCode !== 401 || (r.json() as Json).message !== errorMessages.sessionRequired)
        through.push(`${path}: ${r.statusCode}`);
    }
    return through;
  };

  const works = async (token: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/member/getmemberdata',
        payload: {},
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode === 200;

  it('refuses a revoked, expired, forged or tampered token on every member call', async () => {
    const people = new People(() => server.app);
    expect(memberRoutes().length).toBeGreaterThanOrEqual(24);
    const live = await people.login('member');
    expect(await works(live)).toBe(true);

    // Forged and tampered.
    const last = live.at(-1) === 'A' ? 'B' : 'A';
    const [stored] = await server.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .orderBy(desc(sessions.id))
      .limit(1);
    const forged = [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${live.slice(0, -1)}${last}`,
      `Bearer ${live.slice(0, -1)}`,
      `Bearer ${live}x`,
      `Bearer ${randomBytes(32).toString('base64url')}`,
      `Bearer ${stored?.tokenHash ?? 'no-hash'}`,
      `Bearer ${live} ${live}`,
      `Basic ${Buffer.from(`${demo.member}:${demo.password}`).toString('base64')}`,
      `Token ${live}`,
      `Bearer ${'A'.repeat(5000)}`,
    ];
    for (const authorization of forged)
      expect(await notRefused(authorization), String(authorization)).toEqual([]);
    // A token is read from the Authorization header only, never from the URL.
    for (const query of [
      `?token=${live}`,
      `?access_token=${live}`,
      `?authorization=Bearer%20${live}`,
    ])
      expect(await notRefused(undefined, query), query).toEqual([]);

    // Logged out: that session is over, the member's other one goes on.
    const other = await people.login('member');
    const loggedOut = await server.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      payload: {},
      headers: { authorization: `Bearer ${live}` },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(await notRefused(`Bearer ${live}`)).toEqual([]);
    expect(await works(other)).toBe(true);

    // A password change (here: forgot password) ends every session of the member.
    const step1 = await server.app.inject({
      method: 'POST',
      url: '/api/member/passwordsendcell2factorsms',
      payload: { cellNum: demo.member },
    });
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/member/passwordcell2factorverify',
      payload: {
        cellNum: demo.member,
        password: 'Kibble-Tabby-58',
        auth: (step1.json() as { auth: string }).auth,
        otp: await latestPin(server.app, e164(demo.member)),
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await notRefused(`Bearer ${other}`)).toEqual([]);
    people.passwords.set(demo.member, 'Kibble-Tabby-58');

    // Idle too long, and too old however busy.
    const idle = await people.login('member');
    server.clock.advance(server.app.settings.session.idleMs + 1_000);
    expect(await notRefused(`Bearer ${idle}`)).toEqual([]);
    const busy = await people.login('member');
    const step = server.app.settings.session.idleMs / 2;
    let elapsed = 0;
    while (elapsed + step < server.app.settings.session.absoluteMs) {
      server.clock.advance(step);
      elapsed += step;
      const r = await server.app.inject({
        method: 'POST',
        url: '/api/member/getmemberdata',
        payload: {},
        headers: { authorization: `Bearer ${busy}` },
      });
      expect(r.statusCode).toBe(200);
    }
    server.clock.advance(step);
    expect(await notRefused(`Bearer ${busy}`)).toEqual([]);
  }, 30_000);

  it('refuses a member on every administrator call before reading the body: an oversized upload gets 403 at once, and memory stays put', async () => {
    const token = await login(server.app, demo.member);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const adminPaths = callNames
      .map((name) => contract[name].path)
      .filter((path) => {
        const entry = apiAccessOf(path);
        return (
          entry !== undefined && !entry.allow.includes('member') && entry.allow.includes('admin')
        );
      });
    expect(adminPaths).toContain('/api/admin/import');
    expect(adminPaths.length).toBeGreaterThan(20);
    const inUse = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    // One refusal first, unmeasured: the route's first call compiles what it runs.
    await oversizedUpload(`${address}/api/admin/import`, token);
    const before = inUse();
    let largest = 0;
    for (const path of adminPaths) {
      const answer = await oversizedUpload(`${address}${path}`, token);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 403,
        body: { message: apiRefusal(path, flags.member) },
      });
      expect(answer.ms, path).toBeLessThan(200);
      // Each body would be 64 MB: the server reads next to none of it.
      expect(answer.sent, path).toBeLessThan(16 * 1024 * 1024);
      largest = Math.max(largest, inUse() - before);
    }
    expect(largest).toBeLessThan(32 * 1024 * 1024);
  });

  it('never writes a token or a password to the log, at any level', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: server.db,
      now: () => server.clock.now(),
      settings: { passwordCost: testPasswordCost, ...settings },
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const people = new People(() => app);
      const token = await people.login('member');
      const secrets = [token, demo.password];
      const call = (url: string, payload: unknown, authorization?: string) =>
        app.inject({
          method: 'POST',
          url,
          payload: payload as Json,
          headers: authorization ? { authorization } : {},
        });
      await call('/api/member/getmemberdata', {}, `Bearer ${token}`);
      await call(`/api/member/getmemberdata?token=${token}`, {});
      await call('/api/member/nosuchcall', {}, `Bearer ${token}`);
      await call('/api/site/getmemberlist', { divisionCode: 42 }, `Bearer ${token}`);
      await app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: `{"memberNumber":"${demo.member}","password":"${demo.password}"`,
        headers: { 'content-type': 'application/json' },
      });
      await call('/api/member/login', { memberNumber: demo.member, password: 'Wrong-12345' });
      const step1 = await call('/api/member/passwordsendcell2factorsms', { cellNum: demo.member });
      const auth = (step1.json() as { auth: string }).auth;
      const otp = await latestPin(app, e164(demo.member));
      secrets.push(auth, 'Kibble-Tabby-58');
      await call('/api/member/passwordcell2factorverify', {
        cellNum: demo.member,
        password: 'Kibble-Tabby-58',
        auth,
        otp,
      });
      await call('/api/member/logout', {}, `Bearer ${token}`);
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(10);
      // The log does record requests: it is the secrets that are missing, not the lines.
      expect(log).toContain('/api/member/getmemberdata');
      for (const secret of secrets)
        expect(
          lines.filter((line) => line.includes(secret)),
          secret.slice(0, 6),
        ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
