import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { compare } from '../stories/support/visual.ts';

/**
 * Story tests in one brand: scripts/test-stories.mjs runs the runner once per brand with STORY_BRAND, and
 * the page names that brand before Storybook's preview loads, where it becomes the brand global's starting
 * value (a `globals=` parameter in the address is not kept once the runner switches stories), so every
 * play function and every axe check runs in it. Every story is then screenshotted and compared with its committed baseline in
 * stories/__visual__ (`<story-id>--<brand>.png`), unless it says `parameters: { visual: false }`.
 * `VISUAL_UPDATE=1` (npm run test:visual:update) rewrites the baselines; differences are written to
 * storybook-static/visual-diff for inspection.
 */
const brand = process.env['STORY_BRAND'] ?? 'petfood';

/** The page's size for every story, and for a story with `parameters: { phone: true }` (media queries too). */
const desktop = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const target = process.env['TARGET_URL'];
    if (!target) throw new Error('test-storybook sets TARGET_URL');
    await page.addInitScript((name) => {
      (globalThis as { __PLAUDIT_STORY_BRAND__?: string }).__PLAUDIT_STORY_BRAND__ = name;
    }, brand);
    await page.goto(new URL('iframe.html', target).toString(), { waitUntil: 'load' });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    await page.setViewportSize(story.parameters['phone'] === true ? phone : desktop);
  },
  async postVisit(page, context) {
    const shown = await page.evaluate(() =>
      document.querySelector('[data-brand]')?.getAttribute('data-brand'),
    );
    // A story in another brand than the run's would pass in a brand it was never tested in.
    if (shown !== undefined && shown !== null && shown !== brand)
      throw new Error(`The story rendered in '${shown}', not in '${brand}'`);
    const story = await getStoryContext(page, context);
    if (story.parameters['visual'] === false) return;
    await page.evaluate(() => document.fonts.ready);
    // The advert carousel moves on a timer, so which slide a screenshot catches depends on timing: a story
    // that shows slides is compared with the carousel masked, against a baseline of its own name.
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const moving = (await carousel.locator('[aria-roledescription="slide"]').count()) > 0;
    const shot = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      mask: moving ? [carousel] : [],
    });
    const failure = await compare(
      `${context.id}--${brand}${moving ? '--adverts-masked' : ''}`,
      shot,
    );
    if (failure) throw new Error(`Visual check failed:\n${failure}`);
  },
};

export default config;
