import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ContentPage,
  HomeAllowance,
  HomeStats,
  HomeWelcome,
  PageNotFound,
  RecentRecognitionList,
  uiWord,
} from '@plaudit/ui';
import { flowMessages, messages, formatMessageById } from '@plaudit/domain';
import { expect, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { pictureUrl } from '../support/fixtures.ts';

const meta = {
  title: 'Account/Home and content',
  component: HomeWelcome,
  args: { firstname: 'Thandi' },
} satisfies Meta<typeof HomeWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  { picId: 'p1', memberName: 'Sipho Dlamini', division: 'Paws & Claws Sandton' },
  { picId: 'p2', memberName: 'Anika Botha', division: 'Kloof Vet Clinic' },
];

export const Home: Story = {
  render: (args) => (
    <>
      <HomeWelcome {...args} />
      <HomeStats stats={{ messagesSent: 1204, rewardsIssued: 356, rewardsRedeemed: 87 }} />
      <RecentRecognitionList rows={rows} pictureUrl={() => pictureUrl} />
    </>
  ),
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: formatMessageById('phrase.welcome', { firstname: 'Thandi' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: uiWord('Browse rewards') })).toHaveAttribute(
      'href',
      '/rewards',
    );
    await expect(canvas.getByRole('link', { name: uiWord('Redeem points') })).toHaveAttribute(
      'href',
      '/redeem',
    );
    await expect(canvas.getByText('1,204')).toBeVisible();
    await expect(canvas.getByText('Sipho Dlamini')).toBeVisible();
    await expect(canvas.getByText('Kloof Vet Clinic')).toBeVisible();
  },
};

/** A new member's first allowance: what is left to give, in the brand's name. */
export const AllowanceToGive: Story = {
  render: () => <HomeAllowance pointsAvailable={30} nextAllowanceDay="1 Dec 2026" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { awardPointsName } = siteOf(globals);
    await expect(canvas.getByText(flowMessages.leftToGive('30', awardPointsName))).toBeVisible();
  },
};

/** Nothing left to give (spent, or a programme that gives none at registration): the day more arrives. */
export const AllowanceSpentSaysWhenMoreComes: Story = {
  render: () => <HomeAllowance pointsAvailable={0} nextAllowanceDay="1 Dec 2026" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(flowMessages.noneLeftToGive(siteOf(globals).awardPointsName, '1 Dec 2026')),
    ).toBeVisible();
  },
};

export const WelcomeWithAppLinks: Story = {
  args: { links: [{ label: 'Recognise a colleague', href: '/reward' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      // The app's own link, labelled as the story gives it (English data).
      canvas.getByRole('link', { name: 'Recognise a colleague' }),
    ).toHaveAttribute('href', '/reward');
    await expect(
      canvas.queryByRole('link', { name: uiWord('Browse rewards') }),
    ).not.toBeInTheDocument();
  },
};

export const WelcomeWithoutLinks: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: formatMessageById('phrase.welcome', { firstname: 'Thandi' }),
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const RecentRecognitionEmpty: Story = {
  render: () => <RecentRecognitionList rows={[]} pictureUrl={() => pictureUrl} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatMessageById('message.noResults'))).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const RecentRecognitionLongNames: Story = {
  render: () => (
    <div style={{ maxInlineSize: '20rem' }}>
      <RecentRecognitionList
        rows={[
          {
            picId: 'p3',
            memberName: 'Nomvula Wilhelmina Hendricks-Vanderbijlpark',
            division: 'Paws & Claws Hyper Pet Superstore, Menlyn Maine Central Square',
          },
        ]}
        pictureUrl={() => pictureUrl}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('Nomvula Wilhelmina Hendricks-Vanderbijlpark');
    const list = within(canvasElement).getByRole('list');
    // Long names wrap inside the list instead of running out of it.
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right,
    );
  },
};

export const RecentRecognitionLoading: Story = {
  render: () => <RecentRecognitionList rows={undefined} pictureUrl={() => pictureUrl} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const ContentLoaded: Story = {
  render: () => (
    <ContentPage title="How it Works" html="<p>Earn points when colleagues recognise you.</p>" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's title and text are the story's own data (the server's content), found as given.
    await expect(canvas.getByRole('heading', { name: 'How it Works' })).toBeVisible();
    await expect(canvas.getByText('Earn points when colleagues recognise you.')).toBeVisible();
  },
};

export const ContentLoading: Story = {
  render: () => <ContentPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const ContentError: Story = {
  render: () => <ContentPage error={messages.errorRetrievingContent} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.errorRetrievingContent'),
    );
  },
};

export const ContentInvalidKey: Story = {
  render: () => <ContentPage error={messages.invalidKey} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.invalidKey'),
    );
  },
};

export const NotFound: Story = {
  render: () => <PageNotFound />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: formatMessageById('pageNotFound.heading'), level: 1 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: formatMessageById('pageNotFound.home') }),
    ).toHaveAttribute('href', '/');
  },
};
