import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentPage, HomeStats, HomeWelcome, RecentRecognitionList } from '@plaudit/ui';
import { messages } from '@plaudit/domain';
import { expect, within } from 'storybook/test';
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
    await expect(canvas.getByRole('heading', { name: 'Welcome, Thandi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse rewards' })).toHaveAttribute(
      'href',
      '/rewards',
    );
    await expect(canvas.getByRole('link', { name: 'Redeem points' })).toHaveAttribute(
      'href',
      '/redeem',
    );
    await expect(canvas.getByText('1,204')).toBeVisible();
    await expect(canvas.getByText('Sipho Dlamini')).toBeVisible();
    await expect(canvas.getByText('Kloof Vet Clinic')).toBeVisible();
  },
};

export const RecentRecognitionLoading: Story = {
  render: () => <RecentRecognitionList rows={undefined} pictureUrl={() => pictureUrl} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const ContentLoaded: Story = {
  render: () => (
    <ContentPage title="How it Works" html="<p>Earn points when colleagues recognise you.</p>" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'How it Works' })).toBeVisible();
    await expect(canvas.getByText('Earn points when colleagues recognise you.')).toBeVisible();
  },
};

export const ContentLoading: Story = {
  render: () => <ContentPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const ContentError: Story = {
  render: () => <ContentPage error={messages.errorRetrievingContent} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error retrieving content',
    );
  },
};

export const ContentInvalidKey: Story = {
  render: () => <ContentPage error={messages.invalidKey} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid Key');
  },
};
