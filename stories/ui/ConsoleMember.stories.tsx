import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { consoleMessagingOf, fixtures } from '@plaudit/api/mocks';
import { consoleMessages, memberStatusMessages, formatMessageById } from '@plaudit/domain';
import {
  ActiveDialog,
  AdjustBalanceDialog,
  ConsoleMemberPage,
  consoleDeliveriesMessages,
  RolesDialog,
  uiWord,
} from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands';
import { containing, labelled, partBefore } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/** A member's console page and its dialogs: adjust a balance, change roles, deactivate, reactivate. */

const timeZone = 'Africa/Johannesburg';
const page = fixtures.adminMember;
const deactivated = {
  ...page,
  member: { ...page.member, isActive: false, deactivatedAt: new Date(Date.UTC(2026, 10, 12, 14)) },
};

const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: '390px' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Console/MemberPage',
  component: ConsoleMemberPage,
  args: {
    data: page,
    onRetry: fn(),
    onNoticeDismiss: fn(),
    onAdjust: fn(),
    onChangeRoles: fn(),
    onChangeActive: fn(),
    searchHref: '/admin/members',
    auditHref: `/admin/audit?member=${String(page.member.memberId)}`,
    statementHref: (balance: string) =>
      `/admin/members/${String(page.member.memberId)}/statement/${balance}`,
    timeZone,
  },
} satisfies Meta<typeof ConsoleMemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The adjust dialog's submit: what it sends. */
const submitAdjust = fn();

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined },
  ...argsWhenRendered(() => ({ errorMessage: consoleMessages.memberNotFound })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(consoleMessages.memberNotFound)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(page.member.name);
    await expect(canvas.getByRole('heading', { name: uiWord('Balances') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: uiWord('See their audit log') })).toBeVisible();
    // Each balance links to the member's statement of it, named by the brand's balance name.
    const { pointsName, budgetName = '' } = siteOf(globals);
    await expect(
      canvas.getByRole('link', {
        name: formatMessageById('consoleText.labelled', {
          label: uiWord('See statement'),
          value: budgetName,
        }),
      }),
    ).toHaveAttribute(
      'href',
      `/admin/members/${String(page.member.memberId)}/statement/management`,
    );
    await expect(
      canvas.getByRole('link', {
        name: formatMessageById('consoleText.labelled', {
          label: uiWord('See statement'),
          value: pointsName,
        }),
      }),
    ).toHaveAttribute(
      'href',
      `/admin/members/${String(page.member.memberId)}/statement/redeemable`,
    );
    // The actions by keyboard alone.
    canvas.getByRole('button', { name: uiWord('Adjust a balance') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdjust).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChangeRoles).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeActive).toHaveBeenCalled();
  },
};

export const AfterAnAdjustment: Story = {
  ...argsWhenRendered(() => ({ notice: consoleMessages.adjusted(50, 12500) })),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(consoleMessages.adjusted(50, 12500)),
    ).toBeVisible();
  },
};

export const Deactivated: Story = {
  args: { data: deactivated },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        containing(partBefore(formatMessageById('consoleText.deactivatedOn', { date: '…' }), '…')),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiWord('Reactivate') })).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: {
    data: { ...page, statementLines: [], awardsGiven: [], awardsReceived: [], orders: [] },
  },
};

export const Phone: Story = {
  decorators: [phoneWidth],
};

export const AdjustDialog: Story = {
  render: (args) => (
    <ConsoleMemberPage {...args}>
      <AdjustBalanceDialog
        isOpen
        onClose={fn()}
        memberName={page.member.name}
        balances={page.balances}
        onSubmit={submitAdjust}
      />
    </ConsoleMemberPage>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    // Nothing typed: the rules say what is missing, and nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: uiWord('Adjust') }));
    await expect(dialog.getByText(consoleMessages.pointsRequired)).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', {
        name: labelled(uiWord('Points to add (a minus sign takes them away)')),
      }),
      '-20',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(uiWord('Reason')) }),
      'Duplicate award',
    );
    submitAdjust.mockClear();
    await userEvent.click(dialog.getByRole('button', { name: uiWord('Adjust') }));
    await expect(submitAdjust).toHaveBeenCalledWith({
      account: 'redeemable',
      points: -20,
      reason: 'Duplicate award',
    });
  },
};

export const AdjustRefused: Story = {
  render: (args) => (
    <ConsoleMemberPage {...args}>
      <AdjustBalanceDialog
        isOpen
        onClose={fn()}
        memberName={page.member.name}
        balances={page.balances}
        onSubmit={fn()}
        defaultOutcome={{ ok: false, formErrors: { points: consoleMessages.belowZero(300, 500) } }}
      />
    </ConsoleMemberPage>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText(consoleMessages.belowZero(300, 500))).toBeVisible();
  },
};

export const RolesChange: Story = {
  render: (args) => (
    <ConsoleMemberPage {...args}>
      <RolesDialog
        isOpen
        onClose={fn()}
        memberName={page.member.name}
        isManager={page.member.isManager}
        isAdmin={page.member.isAdmin}
        onSubmit={fn()}
        defaultOutcome={{ ok: false, message: memberStatusMessages.flagsUnchanged }}
      />
    </ConsoleMemberPage>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('checkbox', { name: uiWord('Manager') })).toBeVisible();
    await expect(dialog.getByText(memberStatusMessages.flagsUnchanged)).toBeVisible();
  },
};

export const DeactivateConfirm: Story = {
  render: (args) => (
    <ConsoleMemberPage {...args}>
      <ActiveDialog isOpen onClose={fn()} memberName={page.member.name} isActive onSubmit={fn()} />
    </ConsoleMemberPage>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText(memberStatusMessages.deactivationBalances)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: uiWord('Deactivate') }));
    await expect(
      dialog.getByRole('textbox', { name: containing(uiWord('Reason')) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ReactivateConfirm: Story = {
  args: { data: deactivated },
  render: (args) => (
    <ConsoleMemberPage {...args}>
      <ActiveDialog
        isOpen
        onClose={fn()}
        memberName={page.member.name}
        isActive={false}
        onSubmit={fn()}
      />
    </ConsoleMemberPage>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: uiWord('Reactivate') })).toBeVisible();
  },
};

// The member's messages (issue 37): their channel and their last messages' delivery status.
const whatsappMessaging = consoleMessagingOf(1001, true);
const smsMessaging = consoleMessagingOf(1002, true);
/** The screenshot shows the messages, at the page's end. */
const showMessages = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole('heading', { name: consoleDeliveriesMessages.heading })
    .scrollIntoView({ block: 'start' });

/** WhatsApp since the day they chose it; a failed WhatsApp message that went again by SMS. */
export const MessagesByWhatsApp: Story = {
  args: { data: { ...page, messaging: whatsappMessaging } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const m = consoleDeliveriesMessages;
    await expect(canvas.getByRole('heading', { name: m.heading })).toBeVisible();
    await expect(
      canvas.getByText(containing(partBefore(m.byWhatsappSince('…'), '…'))),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: m.tableLabel });
    const lines = within(table).getAllByRole('row').slice(1);
    await expect(lines).toHaveLength(whatsappMessaging.deliveries.length);
    await expect(lines[0]).toHaveTextContent(m.statuses.read);
    await expect(
      within(table).getByText(m.statusWithNote(m.statuses.failed, m.fellBack)),
    ).toBeVisible();
    showMessages(canvasElement);
  },
};

/** SMS, with a message still queued. */
export const MessagesBySms: Story = {
  args: { data: { ...page, messaging: smsMessaging } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const m = consoleDeliveriesMessages;
    await expect(canvas.getByText(m.bySms)).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: m.tableLabel })).getByText(m.statuses.queued),
    ).toBeVisible();
    showMessages(canvasElement);
  },
};

/** No message sent to the member yet. */
export const NoMessagesYet: Story = {
  args: {
    data: { ...page, messaging: { messageChannel: 'sms', whatsappSince: null, deliveries: [] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(consoleDeliveriesMessages.none)).toBeVisible();
    showMessages(canvasElement);
  },
};

/** On a phone (390 px), the messages' table scrolls in its own box; the page does not. */
export const MessagesOnAPhone: Story = {
  decorators: [phoneWidth],
  parameters: { phone: true },
  args: { data: { ...page, messaging: whatsappMessaging } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    showMessages(canvasElement);
  },
};
