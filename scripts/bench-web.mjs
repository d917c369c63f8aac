#!/usr/bin/env node
// `npm run bench:web`: builds the portal for production, serves it with the API on a fresh PGlite database
// with the demo data (the brand's programme), and prints per member page (a visitor's: Hello, Register,
// Forgot Password, About, Contact Us; a member's: Home, My Profile, the award and recognition screens, the
// shop, orders and statements):
//  - the JavaScript and CSS the route loads before it is interactive (from Chromium's real requests, until
//    the screen's heading shows and the network is quiet), gzipped;
//  - Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4× CPU): the performance and
//    accessibility scores, LCP, TBT and CLS of the median of a few runs.
// Logged-in routes get the bearer token into sessionStorage before the portal's code runs (a script added
// to every new document of the tab), and Lighthouse runs with disableStorageReset so it stays there.
// Options (env): BENCH_RUNS (Lighthouse runs per route, 5: one run varies by a few points here),
// VITE_BRAND (petfood | vetcare), BENCH_PORT (3300), CHROMIUM_PATH (/usr/bin/chromium), BENCH_REPORTS (a
// folder for each route's Lighthouse report), BENCH_ROUTES (the routes to measure, by name: 'Hello,Home';
// all by default), BENCH_SKIP_BUILD (1: measure the build already in app/dist), BENCH_CPU_SLOWDOWN
// (Lighthouse's CPU slowdown instead of the mobile preset's 4: the machine's benchmarkIndex divided by a
// phone's stands for that phone, e.g. 3,400 / 264 ≈ 13 for a low-end one), BENCH_LANGUAGES (the languages
// Hello's first-load JavaScript and its Lighthouse scores are measured in, each with the device's choice
// set: 'en,af,zu,xh'), BENCH_LIGHTHOUSE (0: only the bytes of each route's first and repeat visit).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const tokenKey = 'plaudit.token';
const member = { memberNumber: '0820000003', password: 'Plaudit123', firstname: 'Lerato' };
/** The administrator a route with `as: 'admin'` is measured as (the insights are theirs only). */
const admin = { memberNumber: '0820000001', password: 'Plaudit123', firstname: 'Thandi' };
const targets = { helloJsKb: 120, performance: 95, accessibility: 100 };
/** The languages Hello's first load is measured in (each loads its own catalogue): BENCH_LANGUAGES. */
const languages = (process.env.BENCH_LANGUAGES ?? 'en,af,zu,xh').split(',').map((l) => l.trim());
/** Where the portal keeps a device's choice of language (app/src/shared/language.tsx). */
const languageKey = 'plaudit.language';
const { brands, pickBrand } = await tsImport('../app/src/app/brand.ts', import.meta.url);
// The seeded pages name the brand's programme, as `npm start` has them.
const programmeName =
  process.env.PROGRAMME_NAME || brands[pickBrand(process.env.VITE_BRAND)].brandName;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : undefined;

// Performance targets: 95 for Hello and Home, 90 for every other page.
const allRoutes = [
  { name: 'Hello', path: '/hello', heading: 'Log in', loggedIn: false },
  { name: 'Register', path: '/register', heading: 'Register', loggedIn: false, performance: 90 },
  {
    name: 'Forgot Pwd',
    path: '/forgotpassword',
    heading: 'Forgot password',
    loggedIn: false,
    performance: 90,
  },
  {
    name: 'About',
    path: '/about',
    heading: `About ${programmeName}`,
    loggedIn: false,
    performance: 90,
  },
  {
    name: 'Contact Us',
    path: '/contactus',
    heading: 'Contact Us',
    loggedIn: true,
    performance: 90,
  },
  { name: 'Home', path: '/', heading: `Welcome, ${member.firstname}`, loggedIn: true },
  {
    name: 'My Profile',
    path: '/myprofile',
    heading: 'My Profile',
    loggedIn: true,
    performance: 90,
  },
  // The award form (performance at least 90, accessibility 100).
  { name: 'Shout Out', path: '/reward', heading: 'Shout Out', loggedIn: true, performance: 90 },
  // The shop with its product images (performance at least 90, accessibility 100, CLS 0).
  { name: 'Rewards', path: '/rewards', heading: 'Rewards', loggedIn: true, performance: 90 },
  {
    name: 'Basket',
    path: '/rewards/basket',
    heading: 'My Basket',
    loggedIn: true,
    performance: 90,
  },
  { name: 'My Orders', path: '/orders', heading: 'My Orders', loggedIn: true, performance: 90 },
  {
    name: 'Pay Forward',
    path: '/rewardpayitforward',
    heading: 'Pay It Forward',
    loggedIn: true,
    performance: 90,
  },
  { name: 'Nominate', path: '/nominate', heading: 'Nominate', loggedIn: true, performance: 90 },
  {
    name: 'Recent Rec.',
    path: '/recentrecognition',
    heading: 'Recent Recognition',
    loggedIn: true,
    performance: 90,
  },
  {
    name: 'Get to Know',
    path: '/gettoknow',
    heading: 'Get to Know',
    loggedIn: true,
    performance: 90,
  },
  {
    name: 'Statement',
    path: '/statement',
    heading: 'Points Statement',
    loggedIn: true,
    performance: 90,
  },
  {
    name: 'P2P Stmt',
    path: '/payitforwardstatement',
    heading: 'Peer to Peer Recognition Statement',
    loggedIn: true,
    performance: 90,
  },
  {
    name: 'Insights',
    path: '/admin/insights',
    heading: 'Insights',
    loggedIn: true,
    as: 'admin',
    performance: 90,
  },
];
const chosen = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
const routes = chosen ? allRoutes.filter((r) => chosen.includes(r.name)) : allRoutes;

function build() {
  console.log('Building the portal for production…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@plaudit/app'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the production build failed');
}

/**
 * The demo programme in a new database, seeded by the admin command line: a production server never seeds
 * it, and the bench measures the production server.
 */
function seedDemo(dataDir) {
  const seeded = spawnSync(
    process.execPath,
    [
      '--conditions=@plaudit/source',
      '--import',
      'tsx',
      join(root, 'server/src/cli/main.ts'),
      'check-ledger',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SEED: 'true',
        DATA_DIR: dataDir,
        PROGRAMME_NAME: programmeName,
      },
    },
  );
  if (seeded.status !== 0) throw new Error('seeding the demo programme failed');
}

async function startServer(dataDir) {
  seedDemo(dataDir);
  const server = spawn(
    process.execPath,
    ['--conditions=@plaudit/source', '--import', 'tsx', join(root, 'server/src/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(root, 'app/dist'),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PROGRAMME_NAME: programmeName,
      },
    },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${origin}/hello`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start within 2 minutes');
}

async function logIn(who = member) {
  const response = await fetch(`${origin}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberNumber: who.memberNumber, password: who.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const { token } = await response.json();
  if (who === member) await fillBasket(token);
  return token;
}

/** Two lines in the member's basket, so /rewards/basket is measured with its images. */
async function fillBasket(token) {
  const call = async (path, body) => {
    const answer = await fetch(`${origin}/api/shop/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path} failed: ${answer.status}`);
    return answer.json();
  };
  const { cats, totalBasketQty } = await call('categorylist', {});
  if (totalBasketQty > 0) return;
  const prodCat3Id = cats.records[0][cats.fields.indexOf('prodCat3Id')];
  const { products } = await call('productlist', { prodCat3Id, alloc: 'ZA' });
  for (const record of products.records.slice(0, 2))
    await call('addtobasket', { productId: record[products.fields.indexOf('productId')] });
}

/** Sets the token in sessionStorage on every document of this origin, before its scripts run. */
function tokenScript(token) {
  return `(() => { try { if (location.origin === ${JSON.stringify(origin)})
    sessionStorage.setItem(${JSON.stringify(tokenKey)}, ${JSON.stringify(token)}); } catch {} })();`;
}

const kb = (bytes) => bytes / 1024;
const fmt = (n, digits = 1) => n.toFixed(digits);

/** Sets the device's language before the portal's scripts run. */
function languageScript(language) {
  return `(() => { try { localStorage.setItem(${JSON.stringify(languageKey)}, ${JSON.stringify(language)}); } catch {} })();`;
}

/**
 * The scripts and style sheets the route loads until its heading shows and the network is quiet; in a
 * language other than English, until a heading shows in that language (`<html lang>`).
 */
async function measureAssets(browser, route, token, language) {
  const context = await browser.newContext();
  if (route.loggedIn) await context.addInitScript(tokenScript(token));
  if (language) await context.addInitScript(languageScript(language));
  const page = await context.newPage();
  const assets = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      assets.push(
        response.body().then((body) => ({
          type,
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body).length,
          raw: body.length,
        })),
      );
    }
  });
  await page.goto(origin + route.path);
  if (language && language !== 'en') {
    await page.locator(`html[lang="${language}"] h1`).first().waitFor({ timeout: 30_000 });
  } else {
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor({ timeout: 30_000 });
  }
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(assets);
  await context.close();
  const sum = (type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
  return { files, js: sum('script'), css: sum('stylesheet') };
}

/**
 * A first and a repeat visit of the route in one browser profile, as a member's phone makes them: the
 * bytes that crossed the network (headers and bodies as sent, compressed), and of them JavaScript's. The
 * first visit is counted until the screen is interactive and the network quiet; then the service worker
 * installs (its precache, counted apart), and the repeat visit opens the route again in a new tab.
 */
async function measureVisits(browser, route, token) {
  const context = await browser.newContext();
  if (route.loggedIn) await context.addInitScript(tokenScript(token));
  let phase = 'first';
  const counted = { first: [], install: [], repeat: [] };
  // The page's requests and the service worker's own (its precache and the calls it passes on); what the
  // worker answers a page with is counted where the worker fetched it, if it did.
  context.on('requestfinished', (request) => {
    const bucket = counted[phase];
    bucket.push(
      request.response().then(async (response) => {
        if (!response || response.fromServiceWorker()) return { bytes: 0, js: 0 };
        const sizes = await request.sizes();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        const js = /\.m?js$/.test(new URL(request.url()).pathname) ? bytes : 0;
        return { bytes, js };
      }),
    );
  });
  const open = async () => {
    const page = await context.newPage();
    await page.goto(origin + route.path);
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return page;
  };
  const total = async (bucket) => {
    const all = await Promise.all(bucket);
    return {
      bytes: all.reduce((n, r) => n + r.bytes, 0),
      js: all.reduce((n, r) => n + r.js, 0),
    };
  };
  const first = await open();
  phase = 'install';
  const installed = await first
    .waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    })
    .then(
      () => true,
      () => false,
    );
  // The worker keeps what the first visit loaded before it took over (a message from the page).
  await first.waitForTimeout(2000);
  await first.close();
  phase = 'repeat';
  const repeat = await open();
  await repeat.close();
  const result = {
    installed,
    first: await total(counted.first),
    install: await total(counted.install),
    repeat: await total(counted.repeat),
  };
  await context.close();
  return result;
}

async function runLighthouse(route, token, language) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (route.loggedIn) await page.evaluateOnNewDocument(tokenScript(token));
    if (language) await page.evaluateOnNewDocument(languageScript(language));
    const result = await lighthouse(
      origin + route.path,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        ...(cpuSlowdown === undefined
          ? {}
          : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    const { lhr } = result;
    if (process.env.BENCH_REPORTS) {
      mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
      const file = join(
        process.env.BENCH_REPORTS,
        `${route.name.replace(/\s+/g, '-')}${language ? `-${language}` : ''}-${Date.now()}.json`,
      );
      writeFileSync(file, JSON.stringify(lhr, null, 1));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const finalUrl = lhr.finalDisplayedUrl;
    if (lhr.runtimeError) return { runtimeError: lhr.runtimeError.message };
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      finalUrl,
      failedA11y: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The median (by performance score) of `runs` Lighthouse runs, each in a fresh browser with the member's
 * session (one login: more would meet the server's login rate limit); a run that Lighthouse itself gives
 * up on (a trace without navigation start, say) is run again.
 */
async function lighthouseMedian(route, token, language) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const result = await runLighthouse(route, route.loggedIn ? token : '', language);
    if (result.runtimeError) console.log(`  ! Lighthouse on ${route.path}: ${result.runtimeError}`);
    else results.push(result);
  }
  if (results.length === 0) throw new Error(`Lighthouse failed on ${route.path} every time`);
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  return { ...median, scores: results.map((r) => `${r.performance} (${r.benchmarkIndex})`) };
}

/** The bytes of each route's first and repeat visit (measureVisits). */
function printVisits(rows) {
  console.log(
    '\nroute        first visit KB (JS)   worker install KB (JS)   repeat visit KB (JS)   (over the network, as sent)',
  );
  for (const { route, visits } of rows) {
    const cell = ({ bytes, js }) => `${fmt(kb(bytes)).padStart(8)} (${fmt(kb(js))})`.padEnd(22);
    console.log(
      `${route.name.padEnd(12)} ${cell(visits.first)} ${cell(visits.install)}   ${cell(visits.repeat)}${
        visits.installed ? '' : '  ! the service worker did not take the page'
      }${visits.repeat.js > 0 ? '  ! the repeat visit loaded JavaScript over the network' : ''}`,
    );
  }
}

/** Hello's first-load JavaScript in each language, and its Lighthouse scores when they were measured. */
function printHelloByLanguage(helloByLanguage) {
  if (helloByLanguage.length === 0) return;
  console.log(
    `\nHello's first load by language    JS gz KB  (of which its catalogue)  perf  a11y  (Lighthouse mobile, median of ${runs})`,
  );
  for (const { language, assets, catalogue, lighthouse: lh } of helloByLanguage) {
    const own = catalogue.reduce((n, f) => n + f.gzip, 0);
    const others = catalogue.length > 1 ? `  ! ${catalogue.length} catalogues loaded` : '';
    const scores = lh
      ? `${String(lh.performance).padStart(21)} ${String(lh.accessibility).padStart(5)}  perf of each run: ${lh.scores.join(', ')}`
      : '';
    console.log(
      `  ${language.padEnd(30)} ${fmt(kb(assets.js)).padStart(9)}  ${fmt(kb(own)).padStart(8)}${scores}${others}`,
    );
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) build();
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-web-'));
  const server = await startServer(dataDir);
  const rows = [];
  const helloByLanguage = [];
  try {
    const tokens = { member: await logIn(), admin: await logIn(admin) };
    const tokenOf = (route) => (route.as === 'admin' ? tokens.admin : tokens.member);
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
    try {
      for (const route of routes) {
        const assets = await measureAssets(browser, route, tokenOf(route));
        console.log(`\n${route.name} (${route.path}): loaded before interactive`);
        for (const f of assets.files.sort((a, b) => b.gzip - a.gzip)) {
          console.log(
            `  ${f.type === 'script' ? 'js ' : 'css'} ${fmt(kb(f.gzip)).padStart(6)} KB gz  ${f.url}`,
          );
        }
        rows.push({ route, assets, visits: await measureVisits(browser, route, tokenOf(route)) });
      }
      // Hello's first load in each language: the portal and that language's catalogue alone.
      if (routes.some((r) => r.name === 'Hello')) {
        const hello = routes.find((r) => r.name === 'Hello');
        for (const language of languages) {
          const assets = await measureAssets(browser, hello, '', language);
          const catalogue = assets.files.filter((f) => /\/(en|af|zu|xh)-[^/]*\.js$/.test(f.url));
          helloByLanguage.push({ language, assets, catalogue });
        }
      }
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_LIGHTHOUSE === '0') {
      printVisits(rows);
      printHelloByLanguage(helloByLanguage);
      return;
    }
    for (const row of rows) row.lighthouse = await lighthouseMedian(row.route, tokenOf(row.route));
    // Hello in each other language, with the device's choice set (English is Hello's row above).
    const hello = rows.find((row) => row.route.name === 'Hello');
    for (const entry of helloByLanguage)
      entry.lighthouse =
        entry.language === 'en'
          ? hello?.lighthouse
          : await lighthouseMedian(hello.route, '', entry.language);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  printVisits(rows);
  console.log(
    `\nroute        JS gz KB  CSS gz KB  perf  a11y   LCP ms  TBT ms    CLS  (Lighthouse mobile, median of ${runs})`,
  );
  for (const { route, assets, lighthouse: lh } of rows) {
    console.log(
      [
        route.name.padEnd(11),
        fmt(kb(assets.js)).padStart(9),
        fmt(kb(assets.css)).padStart(10),
        String(lh.performance).padStart(5),
        String(lh.accessibility).padStart(5),
        fmt(lh.lcp, 0).padStart(8),
        fmt(lh.tbt, 0).padStart(7),
        fmt(lh.cls, 3).padStart(6),
        ` perf (machine index) of each run: ${lh.scores.join(', ')}`,
      ].join(' '),
    );
    if (!lh.finalUrl.endsWith(route.path)) console.log(`  ! Lighthouse ended on ${lh.finalUrl}`);
    if (lh.failedA11y.length > 0)
      console.log(`  ! accessibility audits failed: ${lh.failedA11y.join(', ')}`);
  }
  printHelloByLanguage(helloByLanguage);
  const misses = [];
  for (const { language, assets, lighthouse: lh } of helloByLanguage) {
    if (kb(assets.js) > targets.helloJsKb)
      misses.push(
        `Hello in ${language} loads ${fmt(kb(assets.js))} KB gz JS (target ≤ ${targets.helloJsKb})`,
      );
    if (lh && language !== 'en' && lh.performance < targets.performance)
      misses.push(
        `Hello in ${language} performance ${lh.performance} (target ≥ ${targets.performance})`,
      );
    if (lh && language !== 'en' && lh.accessibility < targets.accessibility)
      misses.push(
        `Hello in ${language} accessibility ${lh.accessibility} (target ${targets.accessibility})`,
      );
  }
  for (const { route, lighthouse: lh } of rows) {
    const performance = route.performance ?? targets.performance;
    if (lh.performance < performance)
      misses.push(`${route.name} performance ${lh.performance} (target ≥ ${performance})`);
    if (lh.accessibility < targets.accessibility)
      misses.push(
        `${route.name} accessibility ${lh.accessibility} (target ${targets.accessibility})`,
      );
  }
  console.log(
    `\nThe machine index is Lighthouse's benchmarkIndex of this machine's CPU at each run. The CPU is slowed\n` +
      `${cpuSlowdown ?? 4}×: the page runs as on a phone of index (machine index / ${cpuSlowdown ?? 4}); DevTools' own calibration\n` +
      'takes 1,000 for a mid-range phone and 264 for a low-end one. A slower or busier machine scores the same page lower.',
  );
  console.log(
    misses.length === 0 ? '\nAll targets met.' : `\nTargets missed:\n  ${misses.join('\n  ')}`,
  );
}

await main();
