import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentModal, Footer, uiWord } from '@plaudit/ui';
import { messages, formatMessageById } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { isLoggedIn: false, year: 2026, onOpenDocument: fn(), onCookieSettings: fn() },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/© 2026/)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: uiWord('Contact Us') }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Terms') }));
    await expect(args.onOpenDocument).toHaveBeenCalledWith('terms');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Disclaimer') }));
    await expect(args.onOpenDocument).toHaveBeenCalledWith('disclaimer');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Cookie settings') }));
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};

/** The vertical centre of an element, to check the footer's links and buttons share one line. */
const middle = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
};

export const LoggedIn: Story = {
  args: { isLoggedIn: true },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = canvas.getByRole('link', { name: uiWord('Contact Us') });
    await expect(contact).toHaveAttribute('href', '/contactus');
    const terms = canvas.getByRole('button', { name: uiWord('Terms') });
    await expect(Math.abs(middle(contact) - middle(terms))).toBeLessThan(1);
  },
};

const termsHtml =
  '<h2>1. Participation</h2><p>Members must be employed by a participating store.</p>';

export const TermsModal: Story = {
  render: () => (
    <ContentModal
      title={formatMessageById('flow.termsLinkText')}
      isOpen
      onClose={fn()}
      html={termsHtml}
    />
  ),
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: formatMessageById('flow.termsLinkText'),
    });
    await expect(
      within(dialog).getByText('Members must be employed by a participating store.'),
    ).toBeVisible();
  },
};

export const PrivacyModalLoading: Story = {
  render: () => (
    <ContentModal title={formatMessageById('flow.privacyPolicy')} isOpen onClose={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: formatMessageById('flow.privacyPolicy'),
    });
    await expect(within(dialog).getByText(formatMessageById('message.loading'))).toBeVisible();
  },
};

export const DisclaimerModalError: Story = {
  render: () => (
    <ContentModal
      title={uiWord('Disclaimer')}
      isOpen
      onClose={fn()}
      error={messages.errorRetrievingContent}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: uiWord('Disclaimer'),
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.errorRetrievingContent'),
    );
  },
};
