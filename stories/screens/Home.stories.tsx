import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, handlers } from '@plaudit/api/mocks';
import {
  awardValueLabel,
  defaultProgrammeTimeZone,
  flowMessages,
  nextAllowanceDay,
  formatMessageById,
} from '@plaudit/domain';
import { expect, waitFor, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { mswParameters, Portal, slow, tokens } from './support';
import { uiWord, wallMessages } from '@plaudit/ui';
import { containing } from '../support/i18n.ts';

const meta = {
  title: 'Screens/Home',
  component: Portal,
  args: { path: '/', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: formatMessageById('phrase.welcome', { firstname: 'Thandi' }) },
        slow,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(uiWord('Messages sent'))).toBeVisible();
    // Home's recent recognition (the wall's newest cards) comes with code of its own, after Home's.
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Recent Recognition') }, slow),
    ).toBeVisible();
    // The shop: Home links to it, the header's My Rewards leads to it, the adverts show.
    await expect(canvas.getByRole('link', { name: uiWord('Browse rewards') })).toHaveAttribute(
      'href',
      '/rewards',
    );
    const header = await canvas.findByRole('banner', {}, slow);
    await expect(within(header).getByText('12,450')).toBeVisible();
    await expect(
      within(header).getByRole('button', { name: containing(uiWord('My Rewards')) }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: uiWord('Adverts') }, slow),
    ).toBeVisible();
  },
};

/**
 * Just after Log in, the member's data on its way: the page's frame is drawn at once (the header without
 * menus yet, the footer), 'Loading...' inside it, rather than a bare 'Loading...'.
 */
export const Loading: Story = {
  parameters: mswParameters(handlers.getMemberData.slow(undefined, 'infinite')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(formatMessageById('message.loading'), {}, slow),
    ).toBeVisible();
    await expect(await canvas.findByRole('banner', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(formatMessageById('message.loading'));
    // No footer yet: the arriving page would push it down the screen (a layout shift).
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: containing(uiWord('My Rewards')) }),
    ).not.toBeInTheDocument();
  },
};

/** An advert inviting the member to Pay It Forward, as the demo server has one. */
const payItForwardAdvert = {
  what: 'banner',
  img: fixtures.adverts.advertData[0]?.img ?? '',
  href: '/rewardpayitforward',
  title: 'Pay It Forward',
  text: 'Your monthly allowance is waiting: thank a colleague today.',
};
const withPayItForwardAdvert = handlers.advertData.ok({
  ...fixtures.adverts,
  advertData: [payItForwardAdvert, ...fixtures.adverts.advertData],
});

/** Thandi has 80 of her allowance left: Home says so beside the adverts. */
export const AllowanceToGive: Story = {
  parameters: mswParameters(withPayItForwardAdvert),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = flowMessages.leftToGive('80', siteOf(globals).awardPointsName);
    await expect(await canvas.findByText(text, {}, slow)).toBeVisible();
    const adverts = await canvas.findByRole('region', { name: uiWord('Adverts') }, slow);
    await expect(within(adverts).getByText(payItForwardAdvert.text)).toBeInTheDocument();
  },
};

/**
 * Nothing left to give (a new member under a programme that gives no first allowance, or a
 * member who gave it all): the day the next allowance comes, and no advert saying it is waiting. The day
 * is this month's, so the screenshot would change monthly: compared by its play only.
 */
export const AllowanceSpentSaysWhenMoreComes: Story = {
  parameters: {
    ...mswParameters(
      withPayItForwardAdvert,
      handlers.getMemberData.ok(() =>
        fixtures.memberDataFor({ ...fixtures.demoMembers.admin, awardsPointsAvailable1: 0 }),
      ),
    ),
    visual: false,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const day = nextAllowanceDay(new Date(), defaultProgrammeTimeZone);
    const text = flowMessages.noneLeftToGive(siteOf(globals).awardPointsName, day);
    await expect(await canvas.findByText(text, {}, slow)).toBeVisible();
    const adverts = await canvas.findByRole('region', { name: uiWord('Adverts') }, slow);
    await expect(within(adverts).queryByText(payItForwardAdvert.text)).not.toBeInTheDocument();
    await expect(
      within(adverts).getByText('Double points on pet-food vouchers'),
    ).toBeInTheDocument();
  },
};

/** Home's recent recognition: the wall's newest cards and a link to the whole wall. */
/** Home's Recent Recognition, scrolled to the top of the view so the screenshot shows it. */
async function recentRecognition(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole(
    'region',
    { name: uiWord('Recent Recognition') },
    slow,
  );
  region.scrollIntoView({ block: 'start' });
  return region;
}

/** The wall's three newest cards under Home's heading, each with its reactions, and the way to the rest. */
export const WallOnHome: Story = {
  parameters: mswParameters(),
  play: async ({ canvasElement }) => {
    const region = within(await recentRecognition(canvasElement));
    await waitFor(() => expect(region.getAllByRole('article')).toHaveLength(3), slow);
    await expect(
      region.getByRole('article', {
        name: wallMessages.kindAndValue(wallMessages.kind.reward, awardValueLabel('Client Focus')),
      }),
    ).toBeVisible();
    await expect(region.getAllByRole('group', { name: wallMessages.reactions })).toHaveLength(3);
    await expect(
      region.getByRole('link', { name: formatMessageById('app.home.allRecentRecognition') }),
    ).toHaveAttribute('href', '/recentrecognition');
  },
};

export const WallOnHomeLoading: Story = {
  parameters: mswParameters(handlers.feedList.slow(undefined, 'infinite')),
  play: async ({ canvasElement }) => {
    const region = within(await recentRecognition(canvasElement));
    await expect(
      await region.findByText(formatMessageById('message.loading'), {}, slow),
    ).toBeVisible();
  },
};

export const WallOnHomeEmpty: Story = {
  parameters: mswParameters(handlers.feedList.ok({ items: [], nextCursor: null })),
  play: async ({ canvasElement }) => {
    const region = within(await recentRecognition(canvasElement));
    await expect(await region.findByText(wallMessages.empty, {}, slow)).toBeVisible();
    await expect(region.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The wall failed: Home says so in its place; the rest of Home stands. */
export const WallOnHomeFailed: Story = {
  parameters: mswParameters(handlers.feedList.serverError()),
  play: async ({ canvasElement }) => {
    const region = within(await recentRecognition(canvasElement));
    await expect(await region.findByRole('alert', {}, slow)).toHaveTextContent(
      wallMessages.loadFailed,
    );
    await expect(within(canvasElement).getByText(uiWord('Messages sent'))).toBeVisible();
  },
};

/** At 390 px: Home's cards fit the width. */
export const WallOnHomeOnAPhone: Story = {
  parameters: { phone: true, ...mswParameters() },
  play: async ({ canvasElement }) => {
    const region = within(await recentRecognition(canvasElement));
    await waitFor(() => expect(region.getAllByRole('article')).toHaveLength(3), slow);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
