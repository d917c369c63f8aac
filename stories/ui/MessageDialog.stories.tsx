import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageDialog, SafeHtml, uiWord } from '@plaudit/ui';
import { messages, formatMessageById } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const meta = {
  title: 'Primitives/MessageDialog',
  component: MessageDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    // Each story's title is a message, read when it renders (argsWhenRendered), in the story's language.
    title: '',
    children: 'No statement data for this month.',
  },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PleaseNote: Story = {
  ...argsWhenRendered(() => ({ title: messages.pleaseNote })),
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', {
      name: formatMessageById('apiError.pleaseNote'),
    });
    await expect(dialog).toHaveTextContent('No statement data for this month.');
    await expect(dialog).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: uiWord('OK') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const DataResponseError: Story = {
  ...argsWhenRendered(() => ({
    title: messages.dataResponseErrorTitle('Internal Server Error', 500),
    children: (
      <>
        <p>{messages.unexpectedStatus(500)}</p>
        <p>Database unavailable</p>
      </>
    ),
  })),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', {
      name: formatMessageById('apiError.dataResponseErrorTitle', {
        statusText: 'Internal Server Error',
        status: '500',
      }),
    });
    await expect(dialog).toHaveTextContent(
      formatMessageById('apiError.unexpectedStatus', { status: '500' }),
    );
  },
};

export const VoucherDetails: Story = {
  ...argsWhenRendered(() => ({ title: messages.voucherDetails })),
  args: {
    children: <SafeHtml html={`<p>Voucher code: <b onclick="steal()">GIFT-1234</b></p>`} />,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', {
      name: formatMessageById('message.voucherDetails'),
    });
    await expect(within(dialog).getByText('GIFT-1234')).toBeVisible();
    await expect(dialog.querySelector('[onclick]')).toBeNull();
  },
};
