import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mswParameters, page, Portal, slow } from './support';

const meta = {
  title: 'Screens/Content',
  component: Portal,
  args: { path: '/about' },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'About Us', level: 1 }, slow),
    ).toBeVisible();
  },
};

/** Waits for the 'Page not found' heading, and gives the canvas's queries. */
async function showsPageNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Page not found', level: 1 }, slow),
  ).toBeVisible();
  return canvas;
}

export const UnknownKeyNotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    const canvas = await showsPageNotFound(canvasElement);
    await expect(canvas.getByText('This page does not exist.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const NoRouteNotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    const canvas = await showsPageNotFound(canvasElement);
    // Inside the shell: the header and footer are there to go on from.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const TermsModalFromFooter: Story = {
  play: async ({ canvasElement }) => {
    const footer = await within(canvasElement).findByRole('contentinfo', {}, slow);
    await userEvent.click(within(footer).getByRole('button', { name: 'Terms' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Terms and Conditions' });
    await expect(await within(dialog).findByRole('heading', { level: 2 }, slow)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

export const DisclaimerModalFromFooter: Story = {
  play: async ({ canvasElement }) => {
    const footer = await within(canvasElement).findByRole('contentinfo', {}, slow);
    await userEvent.click(within(footer).getByRole('button', { name: 'Disclaimer' }));
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Disclaimer' }),
    ).toBeVisible();
  },
};
