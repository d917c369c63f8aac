import { expect, test, type Page } from '@playwright/test';
import { demoPassword, expectScreen, logIn, members, menuLink, programmeOf } from './support';

/** The width and height a PNG's header gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker controls the page (it takes the page that installed it). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test('the manifest names the programme, and its icons load at their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href ?? '');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toBe(await programmeOf(request));
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
    manifest.theme_color,
  );
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    const side = Number(icon.sizes.split('x')[0]);
    expect(pngSize(await image.body())).toEqual({ width: side, height: side });
  }
});

test('a member reloads Home with the network off and sees their balance and the offline notice; logged out offline, nothing of theirs shows', async ({
  page,
  context,
}) => {
  const { cell, firstname } = members.kagiso;
  await logIn(page, cell, demoPassword, firstname);
  await controlled(page);
  // The next visit, online: what Home shows now passes through the worker, which keeps it.
  await page.reload();
  await expectScreen(page, `Welcome, ${firstname}`);
  const balance = page.getByRole('banner').locator('p').filter({ hasText: /\d/ }).first();
  await expect(balance).toBeVisible();
  const balanceText = (await balance.textContent()) ?? '';
  expect(balanceText).toMatch(/\d/);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expectScreen(page, `Welcome, ${firstname}`);
  await expect(page.getByRole('banner')).toContainText(balanceText);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toContainText(/^You are offline — shown as at \d{2}:\d{2}/);
  await expect(notice).toContainText(
    'Nothing can be sent until you are back online, so the buttons that send are switched off.',
  );
  // Home's advert picture shows offline too, from the worker's cache.
  const advert = page.locator('img[src^="/adverts/"]').first();
  await expect
    .poll(() => advert.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Logging out offline: the session and everything kept of the member go.
  await menuLink(page, 'Log Out').click();
  await expect(page).toHaveURL('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  expect(await page.evaluate(() => caches.has('plaudit-member-data'))).toBe(false);
  // Home without a session is Hello, and nothing of the member's shows.
  await page.goto('/');
  await expect(page).toHaveURL('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  await expect(page.getByText(balanceText, { exact: false })).toHaveCount(0);
  await expect(page.getByText(firstname)).toHaveCount(0);
  await context.setOffline(false);
});
