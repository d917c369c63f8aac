import { defineConfig, devices } from '@playwright/test';

/** End-to-end journeys: the real server on a fresh PGlite database with the demo data, in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  workers: 1,
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
  webServer: {
    command: `rm -rf .e2e-data && node scripts/start.mjs`,
    env: { PORT: String(port), DATA_DIR: '.e2e-data', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    url: `${baseURL}/hello`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
