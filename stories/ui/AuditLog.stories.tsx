import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { memberStatusMessages } from '@plaudit/domain';
import { AuditLog } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The console's audit log: every console and command line action, newest first, filtered, paged. */

const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: '390px' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Console/AuditLog',
  component: AuditLog,
  args: {
    entries: fixtures.adminAudit.entries,
    total: fixtures.adminAudit.total,
    page: 1,
    pageSize: 25,
    actions: fixtures.adminAudit.actions,
    action: '',
    onActionChange: fn(),
    onClearMember: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    memberHref: (memberId: number) => `/admin/members/${String(memberId)}`,
    timeZone: 'Africa/Johannesburg',
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'When',
      'Who',
      'Action',
      'Member',
      'Change',
      'Reason',
    ]);
    // What changed reads as before → after; what is new, and what the change was about, as it is.
    await expect(canvas.getByText('balance: 450 → 500')).toBeVisible();
    // A record's number as it is (not as an amount), a line's status by name, the nominees by name.
    await expect(canvas.getByText('transferId: 9012')).toBeVisible();
    await expect(canvas.getByText('orderLineId: 2486')).toBeVisible();
    await expect(canvas.getByText('dispatchStatus: Pending → Refunded')).toBeVisible();
    await expect(canvas.getByText(/^nominees: [A-Z][a-z]+ [A-Z].*, [A-Z]/)).toBeVisible();
    await expect(canvas.getByText('Command line')).toBeVisible();
    await expect(canvas.getByText('Points lost to the November outage')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: undefined, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0, actions: [] },
};

export const Failed: Story = {
  args: { entries: undefined, total: 0, errorMessage: memberStatusMessages.unknownAuditAction },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FilteredByMember: Story = {
  args: {
    memberName: 'Lerato Mokoena',
    action: 'member.adjust',
    entries: fixtures.adminAudit.entries.filter((e) => e.action === 'member.adjust'),
    total: 2,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show every member' }));
    await expect(args.onClearMember).toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { total: 60, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Entries 26–50 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const FilterByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Action/ }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Roles changed' }));
    await expect(args.onActionChange).toHaveBeenCalledWith('member.flags');
  },
};

export const Phone: Story = {
  decorators: [phoneWidth],
};
