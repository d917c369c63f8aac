import { getJestConfig } from '@storybook/test-runner';

/** The story tests run in Debian's Chromium: the test machines have no downloaded Playwright browser. */
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
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      contextOptions: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
    },
  },
};
