import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { compare } from '../stories/support/visual.ts';

/**
 * Story tests in one brand and one language: scripts/test-stories.mjs runs the runner once per brand in
 * English with STORY_BRAND, then once more in isiXhosa (STORY_LANGUAGE=xh, the longest words) in one brand.
 * The page names the brand and the language before Storybook's preview loads, where they become the
 * globals' starting values (a `globals=` parameter in the address is not kept once the runner switches
 * stories), so every play function and every axe check runs in them. In English every story is then
 * screenshotted and compared with its committed baseline in stories/__visual__ (`<story-id>--<brand>.png`),
 * unless it says `parameters: { visual: false }`. `VISUAL_UPDATE=1` (npm run test:visual:update) rewrites
 * the baselines; differences are written to storybook-static/visual-diff for inspection. In another
 * language no screenshot is taken: instead no element may be wider than its box (a word that does not
 * wrap, a row that runs out of its column), and the page may not scroll sideways.
 */
const brand = process.env['STORY_BRAND'] ?? 'petfood';
const language = process.env['STORY_LANGUAGE'] ?? 'en';

/** The page's size for every story, and for a story with `parameters: { phone: true }` (media queries too). */
const desktop = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };

/**
 * The elements whose content is wider than their box, by a selector-like description and the widths:
 * content that spills out (overflow visible) or is cut (hidden or clip, without an ellipsis). A box that
 * scrolls on purpose (overflow auto or scroll: a wide table's wrapper) and screen-reader-only text
 * (clipped: one pixel wide, or a table's column headings on a phone) are left out, and so is what a
 * popover or a dropdown places itself (position absolute or fixed: it may be wider than the button it
 * opens from); only text and boxes in the flow count. Dialogs and popovers render outside the story's
 * root, so the whole body is searched; the page itself may not scroll sideways either.
 */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    const placed = (el: Element) => {
      const position = getComputedStyle(el).position;
      return position === 'absolute' || position === 'fixed';
    };
    /** How far the in-flow content (elements and text, not placed subtrees) reaches past the box's right. */
    const reach = (box: HTMLElement): number => {
      const rect = box.getBoundingClientRect();
      const right = rect.left + box.clientLeft + box.clientWidth;
      let furthest = right;
      const walker = document.createTreeWalker(
        box,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
        {
          acceptNode: (node) =>
            node instanceof Element && (placed(node) || node.getAttribute('aria-hidden') === 'true')
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        },
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          furthest = Math.max(furthest, node.getBoundingClientRect().right);
        } else if ((node.textContent ?? '').trim() !== '') {
          const range = document.createRange();
          range.selectNodeContents(node);
          furthest = Math.max(furthest, range.getBoundingClientRect().right);
        }
      }
      return furthest - right;
    };
    /** Screen-reader-only text (a table's column headings on a phone): clipped to nothing on purpose. */
    const clippedAway = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.clipPath !== 'none' || (placed(a) && style.clip !== 'auto')) return true;
      }
      return false;
    };
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(
        `the page scrolls sideways: ${String(root.scrollWidth)} px in ${String(root.clientWidth)} px`,
      );
    for (const el of document.body.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || el.clientWidth <= 1) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (style.textOverflow === 'ellipsis') continue;
      if (el.closest('[aria-hidden="true"], [hidden], svg') || clippedAway(el)) continue;
      const over = reach(el);
      if (over > 1)
        found.push(
          `${describe(el)} reaches ${String(Math.round(over))} px past its ${String(el.clientWidth)} px box`,
        );
    }
    return found;
  });
}

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const target = process.env['TARGET_URL'];
    if (!target) throw new Error('test-storybook sets TARGET_URL');
    await page.addInitScript(
      ([brandName, languageCode]) => {
        const story = globalThis as {
          __PLAUDIT_STORY_BRAND__?: string;
          __PLAUDIT_STORY_LANGUAGE__?: string;
        };
        story.__PLAUDIT_STORY_BRAND__ = brandName;
        story.__PLAUDIT_STORY_LANGUAGE__ = languageCode;
      },
      [brand, language] as const,
    );
    await page.goto(new URL('iframe.html', target).toString(), { waitUntil: 'load' });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    await page.setViewportSize(story.parameters['phone'] === true ? phone : desktop);
  },
  async postVisit(page, context) {
    const shown = await page.evaluate(() => {
      const el = document.querySelector('[data-brand]');
      return { brand: el?.getAttribute('data-brand'), language: el?.getAttribute('lang') };
    });
    // A story in another brand or language than the run's would pass in one it was never tested in.
    if (shown.brand !== undefined && shown.brand !== null && shown.brand !== brand)
      throw new Error(`The story rendered in '${shown.brand}', not in '${brand}'`);
    if (shown.language !== undefined && shown.language !== null && shown.language !== language)
      throw new Error(
        `The story rendered in the language '${shown.language}', not in '${language}'`,
      );
    if (language !== 'en') {
      await page.evaluate(() => document.fonts.ready);
      const overflowing = await overflowingElements(page);
      if (overflowing.length > 0)
        throw new Error(`Wider than its box in '${language}':\n${overflowing.join('\n')}`);
      return;
    }
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
