import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@plaudit/api/mocks';
import { errorMessages } from '@plaudit/domain';
import { expect, within } from 'storybook/test';
import { mswParameters, Portal, slow, tokens } from './support';
import { uiWord } from '@plaudit/ui';

const meta = {
  title: 'Screens/Session',
  component: Portal,
  args: { path: '/', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnauthorizedGoesToLogout: Story = {
  parameters: mswParameters(
    handlers.getMemberData.status(401, () => ({ message: errorMessages.sessionRequired })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Logging out...', {}, slow)).toBeVisible();
    // One second later the portal goes to /, which sends the visitor to Hello.
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Log in') }, slow),
    ).toBeVisible();
  },
};

export const LogOut: Story = {
  args: { path: '/logout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Logging out...', {}, slow)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Log in') }, slow),
    ).toBeVisible();
  },
};
