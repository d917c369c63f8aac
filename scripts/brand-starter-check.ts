// The brand starter as a brand team gets it: packs the four packages (@plaudit/domain, api, ui, portal)
// as the registry would ship them, installs examples/brand-starter in a temporary folder from those
// tarballs (from npm's cache, so no network is needed), builds it with Vite and checks in Chromium, by
// computed styles, that the starter's third brand (its colours and its logo's size) reaches the page and
// an open modal, with the house spacing, radii and fonts; then that Log in on the api's mocks (msw's
// service worker) works as the api and portal READMEs wire it: a wrong password opens the error dialog,
// the demo member signs in, and the statement and balance the api answers to the session's token show.
// In Afrikaans, its second language (<Brand language="af">, its catalogue loaded when chosen), the page
// speaks the shipped Afrikaans catalogue and the brand's own Afrikaans words (content.catalogues.af), and
// the mocks refuse a wrong password in Afrikaans. Then it installs the newest react-aria-components beside
// it and checks again: a consumer's react-aria copy must not take the modal out of the brand.
// Run by scripts/test-stories.mjs; alone: `npx tsx scripts/brand-starter-check.ts [--keep]`.
import { execFile } from 'node:child_process';
import { cp, lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Page } from 'playwright';
import { build as tsup, type Options } from 'tsup';
import tsupConfig from '../tsup.config.ts';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const starter = path.join(repo, 'examples', 'brand-starter');
const keep = process.argv.includes('--keep');

// The harbour brand of examples/brand-starter/src/harbour.css.
const harbour = { bg: 'rgb(243, 248, 246)', primary: 'rgb(31, 111, 80)', logo: ['104px', '32px'] };
const packages = ['domain', 'api', 'ui', 'portal'];

/** npm as a brand team runs it: none of this repository's `npm run` settings (workspaces, prefix). */
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      !key.startsWith('npm_') ||
      key === 'npm_config_cache' ||
      key === 'npm_config_userconfig' ||
      key === 'npm_config_registry',
  ),
);
const npm = async (cwd: string, args: string[]): Promise<string> =>
  (await run('npm', args, { cwd, env: npmEnv, maxBuffer: 16 * 1024 * 1024 })).stdout;

/**
 * The READMEs' wiring is the starter's, word for word: the code block that starts `// src/store.ts` in
 * the portal README and `// src/mocks.ts` in the api README are the starter's files, so the sign-in this
 * check proves is the one a brand copies.
 */
async function expectReadmesWireTheStarter(): Promise<void> {
  const files = [
    ['packages/portal/README.md', 'src/store.ts'],
    ['packages/api/README.md', 'src/mocks.ts'],
  ] as const;
  for (const [readme, file] of files) {
    const text = await readFile(path.join(repo, readme), 'utf8');
    const heading = `// ${file}\n`;
    const block = [...text.matchAll(/```tsx?\n([\s\S]*?)```/g)]
      .map((m) => m[1] ?? '')
      .find((code) => code.startsWith(heading));
    if (block === undefined) throw new Error(`${readme} has no code block starting '// ${file}'`);
    const own = await readFile(path.join(starter, file), 'utf8');
    if (block.slice(heading.length) !== own)
      throw new Error(
        `${readme}'s ${file} is not examples/brand-starter/${file}: copy one to the other`,
      );
  }
}

async function buildPackages(): Promise<void> {
  const configs = tsupConfig as Options[];
  for (const name of packages) {
    const options = configs.find((o) => o.name === name);
    if (!options) throw new Error(`tsup.config.ts has no ${name} entry`);
    // With declarations, so the starter's typecheck reads the types a brand team installs.
    await tsup({ ...options, silent: true });
  }
}

async function serve(root: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${String(port)}/` };
}

interface Look {
  brand: string | null;
  background: string;
  padding: number;
  radius: number;
  font: string;
}

const lookOf = (page: Page, selector: string): Promise<Look> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        brand: el.closest('[data-brand]')?.getAttribute('data-brand') ?? null,
        background: style.backgroundColor,
        padding: parseFloat(style.paddingInlineStart) + parseFloat(style.paddingBlockStart),
        radius: parseFloat(style.borderTopLeftRadius),
        font: style.fontFamily,
      };
    });

/** The browser's default serif (Times) is what an unthemed element falls back to. */
const isSerif = (font: string) => !/sans-serif/.test(font) || /^["']?Times/i.test(font);

function expectThemed(where: string, look: Look, background: string): void {
  const problems: string[] = [];
  if (look.brand !== 'harbour') problems.push(`brand ${String(look.brand)}`);
  if (look.background !== background) problems.push(`background ${look.background}`);
  if (!(look.padding > 0)) problems.push('no padding');
  if (!(look.radius > 0)) problems.push('square corners');
  if (isSerif(look.font)) problems.push(`font ${look.font}`);
  if (problems.length > 0)
    throw new Error(`${where} is not in the harbour brand: ${problems.join(', ')}`);
}

/**
 * Log in on the mocks as the READMEs wire it: a wrong password is refused in the error dialog; the demo
 * member's token then goes with the member calls (the mocks answer a call without it 401), whose answers
 * fill the header's balance and the statement.
 */
async function signIn(page: Page): Promise<void> {
  // Loaded once buildPackages has written the packages' dist.
  const { demoMembers, demoPassword, fixtures } = await import('@plaudit/api/mocks');
  const { formatPoints } = await import('@plaudit/domain');
  const member = demoMembers.member;
  const bearer: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/report/statement'))
      bearer.push(request.headers()['authorization'] ?? '(none)');
  });
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(member.memberNumber);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(`${demoPassword}-wrong`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Please note:' });
  await refusal.waitFor();
  await refusal.getByRole('button', { name: 'OK' }).click();
  await refusal.waitFor({ state: 'detached' });
  await page.getByText('Please check your password.').waitFor();

  await password.fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('heading', { name: `Welcome, ${member.firstname} ${member.surname}` })
    .waitFor();
  const first = fixtures.statement.report[0];
  if (!first) throw new Error('the statement fixture is empty');
  const table = page.getByRole('table', { name: 'Anchors Statement' });
  await table.getByRole('cell', { name: first.transDescription, exact: true }).first().waitFor();
  const balance = formatPoints(member.awardsPointsAvailable);
  await page.getByRole('banner').getByText(balance, { exact: true }).waitFor();
  if (!bearer.includes(`Bearer mock-token-${member.memberNumber}`))
    throw new Error(`the statement call carried ${bearer.join(', ') || 'nothing'}, not the token`);
}

/**
 * The starter's second language: choosing Afrikaans loads its catalogue and draws the page in it (the
 * Brand's `lang`), with the brand's own Afrikaans words over the shipped ones and the shipped Afrikaans
 * refusal of a wrong password (the mocks answer in the page's language); then back to English.
 */
async function speaksAfrikaans(page: Page): Promise<void> {
  // Loaded once buildPackages has written the packages' dist: the texts the packed catalogues hold.
  const { demoMembers, demoPassword } = await import('@plaudit/api/mocks');
  const { translatorFor } = await import('@plaudit/domain');
  const { registerShippedCatalogues } = await import('@plaudit/domain/catalogues');
  registerShippedCatalogues();
  const af = translatorFor('af');
  const refusal = af.format('account.badCredentials');
  if (refusal === translatorFor('en').format('account.badCredentials'))
    throw new Error('the packed Afrikaans catalogue has no Afrikaans for account.badCredentials');

  await page.getByRole('button', { name: 'Afrikaans' }).click();
  await page.locator('[data-brand="harbour"][lang="af"]').first().waitFor();
  // The brand's own word in Afrikaans (App.tsx content.catalogues.af).
  await page.getByRole('main').getByRole('link', { name: 'Oor Harbour' }).waitFor();
  await page
    .getByRole('textbox', { name: af.format('word.Mobile number') })
    .fill(demoMembers.member.memberNumber);
  await page.getByLabel(af.format('word.Password'), { exact: true }).fill(`${demoPassword}-wrong`);
  await page.getByRole('button', { name: af.format('word.Log in'), exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(refusal).waitFor();
  await dialog.getByRole('button').first().click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('[data-brand="harbour"][lang="en"]').first().waitFor();
  await page.getByRole('main').getByRole('link', { name: 'About Harbour' }).waitFor();
}

async function checkInChromium(dist: string, label: string): Promise<void> {
  const { server, url } = await serve(dist);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    const open = page.getByRole('button', { name: 'Choose colleagues' });
    await open.waitFor();
    for (const name of ['Log in', 'Coffee voucher', 'One-time pin'])
      await page.getByText(name, { exact: true }).first().waitFor();
    const logo = await page
      .getByRole('link', { name: 'Harbour Rewards home' })
      .evaluate((el) => [
        getComputedStyle(el, '::before').width,
        getComputedStyle(el, '::before').height,
      ]);
    if (logo.join() !== harbour.logo.join())
      throw new Error(
        `the logo is ${logo.join(' by ')}, not the brand's ${harbour.logo.join(' by ')}`,
      );
    const page_ = await lookOf(page, '[data-brand="harbour"]');
    if (page_.background !== harbour.bg) throw new Error(`page background ${page_.background}`);
    expectThemed(
      'the page button',
      await lookOf(page, 'button:has-text("Choose colleagues")'),
      harbour.primary,
    );

    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const panel = await dialog.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        brand: el.closest('[data-brand]')?.getAttribute('data-brand') ?? null,
        padding: parseFloat(style.paddingInlineStart),
        font: style.fontFamily,
      };
    });
    if (panel.brand !== 'harbour' || !(panel.padding > 0) || isSerif(panel.font))
      throw new Error(`the modal is not in the harbour brand: ${JSON.stringify(panel)}`);
    expectThemed(
      'the modal button',
      await lookOf(page, '[role="dialog"] button:has-text("Done")'),
      harbour.primary,
    );
    await page.locator('[role="dialog"] button:has-text("Done")').click();
    await dialog.waitFor({ state: 'detached' });
    await speaksAfrikaans(page);
    await signIn(page);
    await page.screenshot({
      path: path.join(path.dirname(dist), `check-${label}.png`),
      fullPage: true,
    });
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

/** Every installed copy of a package under node_modules, with its version. */
async function copiesOf(root: string, name: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const child = path.join(dir, entry.name);
      if (child.endsWith(path.join('node_modules', name))) {
        const manifest = JSON.parse(await readFile(path.join(child, 'package.json'), 'utf8')) as {
          version: string;
        };
        found.push(`${path.relative(root, child)}@${manifest.version}`);
      }
      if (entry.name === 'node_modules' || child.includes('node_modules')) await walk(child);
    }
  };
  await walk(path.join(root, 'node_modules'));
  return found;
}

async function buildStarter(app: string): Promise<string> {
  // The starter's own typecheck, as a brand team runs it: a changed prop fails here with its name.
  await run(path.join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit'], { cwd: app, env: npmEnv });
  await run(path.join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], {
    cwd: app,
    env: npmEnv,
  });
  return path.join(app, 'dist');
}

const started = Date.now();
const work = await mkdtemp(path.join(os.tmpdir(), 'plaudit-brand-starter-'));
try {
  process.chdir(repo);
  await expectReadmesWireTheStarter();
  await buildPackages();
  const packed = JSON.parse(
    await npm(repo, [
      'pack',
      '--json',
      '--pack-destination',
      work,
      ...packages.flatMap((name) => ['-w', `@plaudit/${name}`]),
    ]),
  ) as { filename: string }[];
  const app = path.join(work, 'app');
  await cp(starter, app, {
    recursive: true,
    filter: (src) => !/node_modules|[/\\]dist$/.test(src),
  });
  await npm(app, [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...packed.map((p) => path.join(work, p.filename)),
  ]);
  for (const name of packages) {
    const installed = path.join(app, 'node_modules', '@plaudit', name);
    if ((await lstat(installed)).isSymbolicLink())
      throw new Error(`@plaudit/${name} was linked, not installed from its tarball`);
    // What a brand's legal review reads first: the licence field and its text, in the tarball.
    const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as {
      license?: string;
    };
    if (manifest.license !== 'MIT' || !(await readFile(path.join(installed, 'LICENSE'), 'utf8')))
      throw new Error(`@plaudit/${name} ships without its MIT licence`);
  }
  // msw copies its service worker into public/ on install (the starter's package.json "msw").
  await lstat(path.join(app, 'public', 'mockServiceWorker.js')).catch(() => {
    throw new Error('msw did not copy mockServiceWorker.js into public/ on install');
  });
  await checkInChromium(await buildStarter(app), 'packed');
  const first = await copiesOf(app, 'react-aria');

  await npm(app, [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    'react-aria-components@latest',
  ]);
  const copies = await copiesOf(app, 'react-aria');
  if (copies.length !== 1)
    throw new Error(`react-aria is installed ${String(copies.length)} times: ${copies.join(', ')}`);
  await checkInChromium(await buildStarter(app), 'newest');
  const rac = await copiesOf(app, 'react-aria-components');
  console.log(
    `brand starter: the four packed packages render the harbour brand (logo, page, modal) in English and Afrikaans and sign in on the api's mocks to the statement, with ${first.join(', ')} and then with ${rac.join(', ')} (${copies.join(', ')}); ${String(Math.round((Date.now() - started) / 1000))} s`,
  );
} finally {
  if (keep) console.log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}
