import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, handlers } from '@plaudit/api/mocks';
import {
  defaultProgrammeTimeZone,
  flowMessages,
  nextAllowanceDay,
  formatMessageById,
} from '@plaudit/domain';
import { expect, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { mswParameters, Portal, slow, tokens } from './support';
import { uiWord } from '@plaudit/ui';
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
    await expect(canvas.getByRole('heading', { name: uiWord('Recent Recognition') })).toBeVisible();
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
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(formatMessageById('message.loading'));
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
