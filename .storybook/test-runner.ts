import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { compare } from '../stories/support/visual.ts';

/**
 * Local visual checks: every story with `parameters.visual` is screenshotted in each brand and compared
 * with the committed baseline in stories/__visual__. `VISUAL_UPDATE=1` (npm run test:visual:update)
 * rewrites the baselines; differences are written to storybook-static/visual-diff for inspection.
 *
 * The shots are taken in the page the runner already visited: after the play function, the brand
 * global is switched through Storybook's channel, which re-renders the decorators around the story's
 * live state (play functions do not run again), then it is switched back for the next story.
 */
const brands = ['petfood', 'vetcare'] as const;
const defaultBrand = 'petfood';

interface Channel {
  on: (event: string, listener: () => void) => void;
  off: (event: string, listener: () => void) => void;
  emit: (event: string, payload: unknown) => void;
}

async function showBrand(page: Page, brand: string): Promise<void> {
  await page.evaluate(async (next) => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`The story did not re-render in brand ${next}`));
      }, 10_000);
      const done = () => {
        clearTimeout(timer);
        channel.off('storyRendered', done);
        resolve();
      };
      channel.on('storyRendered', done);
      channel.emit('updateGlobals', { globals: { brand: next } });
    });
    // Let React commit and the browser lay out before the shot.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, brand);
}

const shoot = (page: Page) => page.screenshot({ animations: 'disabled', caret: 'hide' });

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (story.parameters['visual'] !== true) return;
    const failures: string[] = [];
    try {
      for (const brand of brands) {
        // The runner's page already shows the default brand after the play function.
        if (brand !== defaultBrand) await showBrand(page, brand);
        const failure = compare(`${context.id}--${brand}`, await shoot(page));
        if (failure) failures.push(failure);
      }
    } finally {
      await showBrand(page, defaultBrand);
    }
    if (failures.length > 0) throw new Error(`Visual check failed:\n${failures.join('\n')}`);
  },
};

export default config;
