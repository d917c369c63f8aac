import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys: the real server on a fresh PGlite database with the demo data, in Debian's Chromium.
 * Each worker has a portal of its own (E2E_PORT + 10 × its index, its own data folder), so two journeys
 * never share a database at once, as when one worker ran them all; Playwright starts the servers one after
 * the other, so only the first builds the portal.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const workers = 2;
const portOf = (worker: number) => port + 10 * worker;
// Playwright loads this file in each worker too, with TEST_PARALLEL_INDEX set to the worker's slot.
const baseURL = `http://127.0.0.1:${portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;

// Debian's Chromium as its headless shell (chromium-headless-shell), as the story tests run it.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  forbidOnly: true,
  retries: 0,
  // A journey hashes several passwords (scrypt N=2^17): on a busy CI machine one took 51 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The journeys take the portal's texts from @plaudit/domain's sources, as the other tests do.
  tsconfig: './e2e/tsconfig.playwright.json',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: Array.from({ length: workers }, (_, worker) => ({
    command: `rm -rf .e2e-data-${worker} && node scripts/start.mjs`,
    env: {
      PORT: String(portOf(worker)),
      DATA_DIR: `.e2e-data-${worker}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A short wait between pins, so the pin-step journey sees its countdown end (60 s by default).
      OTP_RESEND_SECONDS: '10',
    },
    url: `http://127.0.0.1:${portOf(worker)}/hello`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
  })),
});
