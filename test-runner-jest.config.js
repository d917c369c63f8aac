import { getJestConfig } from '@storybook/test-runner';

/**
 * The story tests run in Debian's Chromium, as its headless shell (package chromium-headless-shell): the
 * test machines have no downloaded Playwright browser, and the shell draws the same pixels as the full
 * browser's headless mode for less work (the story tests' petfood brand: 185-206 s -> 153 s).
 * CHROMIUM_PATH names another build.
 */
const testRunnerConfig = getJestConfig();

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A visual story loads and shoots a page per brand: on a busy CI machine one took longer than the
  // runner's default 15 s. A failed assertion still fails at once; this only bounds a story that hangs.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
        args: chromiumArgs,
      },
      contextOptions: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
    },
  },
};
