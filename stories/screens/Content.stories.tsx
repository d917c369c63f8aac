import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mswParameters, page, Portal, slow } from './support';
import { formatMessageById } from '@plaudit/domain';
import { uiWord } from '@plaudit/ui';

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
      await within(canvasElement).findByRole(
        'heading',
        // The page's title is the server's content block's (its own text, English in the fixtures).
        { name: 'About Us', level: 1 },
        slow,
      ),
    ).toBeVisible();
  },
};

/** Waits for the 'Page not found' heading, and gives the canvas's queries. */
async function showsPageNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole(
      'heading',
      { name: formatMessageById('pageNotFound.heading'), level: 1 },
      slow,
    ),
  ).toBeVisible();
  return canvas;
}

export const UnknownKeyNotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    const canvas = await showsPageNotFound(canvasElement);
    await expect(canvas.getByText(formatMessageById('pageNotFound.text'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: formatMessageById('pageNotFound.home') }),
    ).toHaveAttribute('href', '/');
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
    await userEvent.click(within(footer).getByRole('button', { name: uiWord('Terms') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: formatMessageById('app.documents.terms'),
    });
    await expect(await within(dialog).findByRole('heading', { level: 2 }, slow)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('Close') }));
  },
};

export const DisclaimerModalFromFooter: Story = {
  play: async ({ canvasElement }) => {
    const footer = await within(canvasElement).findByRole('contentinfo', {}, slow);
    await userEvent.click(within(footer).getByRole('button', { name: uiWord('Disclaimer') }));
    await expect(
      await page(canvasElement).findByRole('dialog', {
        name: formatMessageById('app.documents.disclaimer'),
      }),
    ).toBeVisible();
  },
};
