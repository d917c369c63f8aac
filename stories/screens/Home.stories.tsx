import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@plaudit/api/mocks';
import { expect, within } from 'storybook/test';
import { mswParameters, Portal, slow, tokens } from './support';

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
      await canvas.findByRole('heading', { name: 'Welcome, Thandi' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('Messages sent')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Recent Recognition' })).toBeVisible();
    // The shop is not built yet: neither the header nor Home links to it.
    await expect(canvas.queryByRole('link', { name: 'Browse rewards' })).not.toBeInTheDocument();
    const header = await canvas.findByRole('banner', {}, slow);
    await expect(within(header).getByText('12,450')).toBeVisible();
    // My Rewards holds the Statement, the one of its entries with a screen so far.
    await expect(within(header).getByRole('button', { name: /My Rewards/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswParameters(handlers.getMemberData.slow(undefined, 'infinite')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...', {}, slow)).toBeVisible();
  },
};
