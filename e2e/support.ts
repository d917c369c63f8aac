import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The brand's programme as the portal's page names it: the build makes the brand's name the page's title,
 * and `npm start` gives the server the same name for its SMS, email and seeded pages.
 */
export async function programmeOf(request: APIRequestContext): Promise<string> {
  const page = await (await request.get('/hello')).text();
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1];
  if (title === undefined) throw new Error('the portal page has no title');
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
  return title.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => entities[name] ?? '');
}

/** The demo programme's password (server/README.md). */
export const demoPassword = 'Plaudit123';

/**
 * Seeded members, one per journey whose state would collide with another's (server/src/db/seed.ts:
 * the crowd's numbers are 082000 + (1100 + n), registered unless n % 4 === 3, a date of birth when
 * n % 5 === 0, a picture when n % 6 === 0).
 */
export const members = {
  /** Sipho Dlamini: pre-loaded, not registered. */
  preloaded: { cell: '0820000099', firstname: 'Sipho', surname: 'Dlamini' },
  /** Lerato Mokoena: wrong password, then the right one. */
  lerato: { cell: '0820000003', firstname: 'Lerato' },
  /** Nomsa Cele: registered without an email, so forced to complete it. */
  nomsa: { cell: '0820000004', firstname: 'Nomsa' },
  /** Themba Radebe: changes the password through its pin. */
  themba: { cell: '0820001102', firstname: 'Themba' },
  /** Ndapewa Erasmus: resets a forgotten password. */
  ndapewa: { cell: '0820001104', firstname: 'Ndapewa' },
  /** Martha Shikongo: date of birth, no picture; edits the profile. */
  martha: { cell: '0820001105', firstname: 'Martha', surname: 'Shikongo' },
  /** Kagiso Nel: Contact Us while logged in. */
  kagiso: { cell: '0820001108', firstname: 'Kagiso' },
  /** Ilse Nghipondoka: pre-loaded, not registered; registers in isiZulu (languages.spec.ts). */
  zulu: { cell: '0820001111', firstname: 'Ilse', surname: 'Nghipondoka' },
  /** Craig Shabalala: chooses Afrikaans, then receives a Shout Out (languages.spec.ts). */
  afrikaans: {
    cell: '0820001121',
    firstname: 'Craig',
    surname: 'Shabalala',
    store: 'Coastal Vet Shop, Durban',
  },
  /** Palesa Venter: the session revoked on the server. */
  palesa: { cell: '0820001109', firstname: 'Palesa' },
} as const;

/**
 * Runs axe on what the page shows now and fails on any violation, listing rule, impact and targets.
 * Call it once the screen (or the dialog) is visible, so every screen a journey visits is checked.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

/** Waits for the screen's level-1 heading (and the header when the screen has one), then runs axe. */
export async function expectScreen(
  page: Page,
  heading: string | RegExp,
  options: { chrome?: boolean } = {},
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (options.chrome ?? true) {
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await expectAccessible(page, `${page.url()} (${String(heading)})`);
}

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** What the server has queued, newest first (GET /dev/outbox.json, outside production only). */
export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/outbox.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

const sameNumber = (to: string, cell: string) => to.replace(/\D/g, '').endsWith(cell.slice(1));

/** How many SMS the outbox holds for a local number such as 0820000099. */
export async function smsCount(request: APIRequestContext, cell: string): Promise<number> {
  return (await outbox(request)).filter((m) => m.channel === 'sms' && sameNumber(m.to, cell))
    .length;
}

/** The 6-digit pin of the newest SMS to `cell`, waiting until more than `before` SMS have gone there. */
export async function readPin(
  request: APIRequestContext,
  cell: string,
  before: number,
): Promise<string> {
  let pin = '';
  await expect
    .poll(async () => {
      const sms = (await outbox(request)).filter(
        (m) => m.channel === 'sms' && sameNumber(m.to, cell),
      );
      pin = sms.length > before ? (/\b(\d{6})\b/.exec(sms[0]?.body ?? '')?.[1] ?? '') : '';
      return pin;
    }, `a new one-time pin SMS to ${cell}`)
    .toMatch(/^\d{6}$/);
  return pin;
}

/** A pin that is certainly not `pin` (each digit moved by one). */
export const wrongPinFor = (pin: string) => pin.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

/** Logs in on Hello with the form, as a member would, and waits for Home. */
export async function logIn(page: Page, cell: string, password: string, firstname: string) {
  await page.goto('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expectScreen(page, `Welcome, ${firstname}`);
}

/** A link of the header's main menu, by its exact label. */
export const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Logs out through the header's Log Out link: the notice, then Hello. */
export async function logOut(page: Page) {
  await menuLink(page, 'Log Out').click();
  await expect(page.getByRole('status')).toHaveText('Logging out...');
  await expect(page).toHaveURL('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
}

/** The bearer token the portal keeps in sessionStorage (SPEC §4). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('plaudit.token'));
  expect(token, 'a bearer token in sessionStorage').toBeTruthy();
  return token ?? '';
}

/** A small real PNG drawn on a canvas in the page (a red square with a white circle). */
export async function drawPng(page: Page, size = 96): Promise<Buffer> {
  const dataUrl = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#c0392b';
    context.fillRect(0, 0, side, side);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(side / 2, side / 2, side / 3, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  }, size);
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/**
 * Ticks a checkbox by its label, as a member clicks it (the react-aria checkbox draws its own box over a
 * visually hidden input, so the label is what takes the click).
 */
export async function tick(page: Page, name: string) {
  const checkbox = page.getByRole('checkbox', { name });
  await page.locator('label', { has: checkbox }).click();
  await expect(checkbox).toBeChecked();
}

/**
 * A portal of its own on an embedded database (journeys that run the command line first: PGlite is one
 * process's, so the command line and the server take turns). `admin` runs `npm run admin` on the data.
 */
export function ownPortal(name: string, port: number) {
  const root = join(import.meta.dirname, '..');
  const dataDir = join(root, `.e2e-${name}-data`);
  const origin = `http://127.0.0.1:${String(port)}`;
  return {
    root,
    dataDir,
    origin,
    admin: (...args: string[]) =>
      spawnSync('npm', ['run', '-s', 'admin', '--', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, SEED: 'true' },
        encoding: 'utf8',
      }),
    /** Starts the portal and waits until it answers. */
    async start(): Promise<ChildProcess> {
      const server = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          RUN_JOBS: 'false',
        },
        stdio: 'ignore',
      });
      await expect
        .poll(async () => (await fetch(`${origin}/hello`).catch(() => undefined))?.status, {
          timeout: 90_000,
        })
        .toBe(200);
      return server;
    },
    /** Stops the portal and waits until it has exited. */
    async stop(server: ChildProcess | undefined): Promise<void> {
      if (!server || server.exitCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A demo member as the journeys use them: signed in through the API, with their id in their store's list. */
export interface Person {
  token: string;
  memberId: string;
  firstname: string;
  surname: string;
  name: string;
  /** Their store's code. */
  division: string;
}

export async function personOf(request: APIRequestContext, cell: string): Promise<Person> {
  const login = await request.post('/api/member/login', {
    data: { memberNumber: cell, password: demoPassword },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const data = await request.post('/api/member/getmemberdata', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(data.ok(), await data.text()).toBe(true);
  const { memberData } = (await data.json()) as {
    memberData: { firstname: string; surname: string; divisionCode: string };
  };
  const name = `${memberData.firstname} ${memberData.surname}`;
  // The member's id as the award forms send it: their row in their own store's member list.
  const list = await request.post('/api/site/getmemberlist', {
    data: { divisionCode: memberData.divisionCode, search: '', includeSelf: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const { memberList } = (await list.json()) as {
    memberList: { fields: string[]; records: unknown[][] };
  };
  const rows = memberList.records.map((r) =>
    Object.fromEntries(memberList.fields.map((f, i) => [f, r[i]])),
  );
  const own = rows.find(
    (row) => row['firstname'] === memberData.firstname && row['surname'] === memberData.surname,
  );
  expect(own, `${name} in their store's member list`).toBeTruthy();
  return {
    token,
    memberId: String(own?.['memberId']),
    firstname: memberData.firstname,
    surname: memberData.surname,
    name,
    division: memberData.divisionCode,
  };
}

/** A 'Thank You!' Shout Out from one demo member to another, through the API, with these words. */
export async function giveShoutOut(
  request: APIRequestContext,
  giver: Person,
  recipient: Person,
  words: string,
) {
  const given = await request.post('/api/reward/doreward', {
    data: {
      what: 'thankyou',
      reason: 'Thank You!',
      points: 0,
      message: words,
      sendBy: 'email',
      recipients: [recipient.memberId],
    },
    headers: { authorization: `Bearer ${giver.token}` },
  });
  expect(given.ok(), await given.text()).toBe(true);
}
