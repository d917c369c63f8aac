import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPassword, handlers } from '@plaudit/api/mocks';
import { accountMessages, formatMessageById } from '@plaudit/domain';
import { expect, userEvent, within } from 'storybook/test';
import { brands, isBrandKey } from '../support/brands';
import { findDialog, mswParameters, page, Portal, slow } from './support';
import { uiWord } from '@plaudit/ui';
import { containing } from '../support/i18n.ts';

const meta = {
  title: 'Screens/Hello',
  component: Portal,
  args: { path: '/hello' },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
    '0820000001',
  );
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Password'))), password);
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Log in') }));
}

export const LoginScreen: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Log in') }, slow),
    ).toBeVisible();
    // Whose programme it is: the brand's name (with its logo) and its sentence, above the form.
    const { site } = brands[isBrandKey(globals['brand']) ? globals['brand'] : 'petfood'];
    await expect(canvas.getByText(site.brandName, { exact: true })).toBeVisible();
    await expect(canvas.getByText(site.summary, { exact: true })).toBeVisible();
    for (const name of ['Forgot password?', 'Register', 'About', 'Terms', 'Disclaimer'] as const) {
      await expect(canvas.getByRole('link', { name: uiWord(name) })).toBeVisible();
    }
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const VisitorSentFromHomeToHello: Story = {
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: uiWord('Log in') }, slow),
    ).toBeVisible();
  },
};

export const LoginRefusedWithFormErrors: Story = {
  parameters: mswParameters(
    handlers.login.formErrors(
      { password: 'Please check your password.' },
      () => accountMessages.badCredentials,
    ),
  ),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'wrong-password1');
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent(accountMessages.badCredentials);
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('OK') }));
    const password = within(canvasElement).getByLabelText(containing(uiWord('Password')));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Please check your password.');
  },
};

export const ServerErrorDialog: Story = {
  parameters: mswParameters(handlers.login.serverError()),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, demoPassword);
    const dialog = await findDialog(
      canvasElement,
      formatMessageById('apiError.dataResponseErrorTitle', {
        statusText: 'Internal Server Error',
        status: '500',
      }),
    );
    await expect(dialog).toHaveTextContent(
      formatMessageById('apiError.unexpectedStatus', { status: '500' }),
    );
  },
};

export const NetworkError: Story = {
  parameters: mswParameters(handlers.login.networkError()),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, demoPassword);
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.dataRequestError'));
    await expect(dialog).toHaveTextContent(formatMessageById('apiError.unexpectedError'));
  },
};

export const LogsInToHome: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, demoPassword);
    await expect(
      await page(canvasElement).findByRole(
        'heading',
        { name: formatMessageById('phrase.welcome', { firstname: 'Thandi' }) },
        slow,
      ),
    ).toBeVisible();
    await expect(await within(canvasElement).findByRole('banner', {}, slow)).toHaveTextContent(
      '12,450',
    );
  },
};
