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
    // The shop: Home links to it, the header's My Rewards leads to it, the adverts show.
    await expect(canvas.getByRole('link', { name: 'Browse rewards' })).toHaveAttribute(
      'href',
      '/rewards',
    );
    const header = await canvas.findByRole('banner', {}, slow);
    await expect(within(header).getByText('12,450')).toBeVisible();
    await expect(within(header).getByRole('button', { name: /My Rewards/ })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Adverts' }, slow)).toBeVisible();
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
    await expect(await canvas.findByText('Loading...', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('banner', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('button', { name: /My Rewards/ })).not.toBeInTheDocument();
  },
};
