import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { compare } from '../stories/support/visual.ts';

/**
 * Local visual checks: every story with `parameters.visual` is screenshotted in each brand and compared
 * with the committed baseline in stories/__visual__. `VISUAL_UPDATE=1` (npm run test:visual:update)
 * rewrites the baselines; differences are written to storybook-static/visual-diff for inspection.
 */
const brands = ['petfood', 'vetcare'] as const;
const defaultBrand = 'petfood';

async function screenshotInBrand(page: Page, storyId: string, brand: string): Promise<Buffer> {
  const shot = await page.context().newPage();
  try {
    await shot.addInitScript(() => {
      const w = window as unknown as {
        __visualDone?: boolean;
        __STORYBOOK_ADDONS_CHANNEL__?: { on: (e: string, f: () => void) => void };
      };
      const timer = setInterval(() => {
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return;
        clearInterval(timer);
        channel.on('storyRendered', () => {
          w.__visualDone = true;
        });
      }, 5);
    });
    const base = new URL(page.url());
    await shot.goto(
      `${base.origin}/iframe.html?id=${storyId}&viewMode=story&globals=brand:${brand}`,
    );
    await shot.waitForFunction(
      () => (window as unknown as { __visualDone?: boolean }).__visualDone === true,
      undefined,
      { timeout: 30_000 },
    );
    await shot.evaluate(() => document.fonts.ready);
    return await shot.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    await shot.close();
  }
}

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (story.parameters['visual'] !== true) return;
    const failures: string[] = [];
    for (const brand of brands) {
      // The runner's own page already shows the default brand after the play function.
      const shot =
        brand === defaultBrand
          ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
          : await screenshotInBrand(page, context.id, brand);
      const failure = compare(`${context.id}--${brand}`, shot);
      if (failure) failures.push(failure);
    }
    if (failures.length > 0) throw new Error(`Visual check failed:\n${failures.join('\n')}`);
  },
};

export default config;
