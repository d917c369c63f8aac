import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { currentFormatter, memberStatusMessages, formatMessageById } from '@plaudit/domain';
import { AuditLog, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands';
import { containing, partBefore, startingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

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
    onFiltersChange: fn(),
    filters: { memberNumber: '', from: '', to: '' },
    onPageChange: fn(),
    onRetry: fn(),
    memberHref: (memberId: number) => `/admin/members/${String(memberId)}`,
    timeZone: 'Africa/Johannesburg',
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pointsName } = siteOf(globals);
    // Each entry a card of the log's list, newest first.
    const cards = within(canvas.getByRole('list', { name: uiWord('Audit log') })).getAllByRole(
      'listitem',
    );
    await expect(cards.length).toBeGreaterThanOrEqual(fixtures.adminAudit.entries.length);
    // What changed, in words: a balance by its kind with the brand's points, before → after.
    const changeLine = (label: string, value: string) =>
      formatMessageById('consoleText.labelled', { label, value });
    const number = (n: number) => currentFormatter().number(n);
    await expect(
      canvas.getByText(
        changeLine(uiWord('Points balance'), `${number(450)} → ${number(500)} ${pointsName}`),
      ),
    ).toBeVisible();
    // An order line by its order number, a line's status by name; no internal ids.
    await expect(
      canvas.getByText(
        changeLine(uiWord('Line status'), `${uiWord('Pending')} → ${uiWord('Refunded')}`),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(changeLine(uiWord('Order line'), '10023, Checkers voucher R250')),
    ).toBeVisible();
    await expect(canvas.queryByText(/transferId|orderLineId|9012/)).toBeNull();
    // The nominees by their names (two at least), not their ids.
    const nominees = canvas.getByText(
      startingWith(partBefore(changeLine(uiWord('Nominees'), '…'), '…')),
    );
    await expect(nominees).toHaveTextContent(/[A-Z][a-z]+ [A-Z].*, [A-Z]/);
    await expect(canvas.getByText(uiWord('Command line'))).toBeVisible();
    await expect(canvas.getByText('Points lost to the November outage')).toBeVisible();
  },
};

/**
 * Types a day ('yyyy-mm-dd') into a date field, segment by segment, in whatever order the language shows
 * them (year first in en-ZA).
 */
async function typeDay(canvasElement: HTMLElement, label: string, day: string) {
  const [year = '', month = '', date = ''] = day.split('-');
  const digits: Record<string, string> = { year, month, day: date };
  const group = within(canvasElement).getByRole('group', { name: label });
  for (const segment of within(group).getAllByRole('spinbutton')) {
    await userEvent.click(segment);
    await userEvent.keyboard(digits[segment.getAttribute('data-type') ?? ''] ?? '');
  }
}

export const FilterByMemberAndDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: uiWord('Member number') }),
      '0820000003',
    );
    await typeDay(canvasElement, uiWord('From'), '2026-11-01');
    await typeDay(canvasElement, uiWord('To'), '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Show') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      memberNumber: '0820000003',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  },
};

export const FilterRefused: Story = {
  args: {
    entries: undefined,
    total: 0,
    filters: { memberNumber: '', from: '2026-11-20', to: '2026-11-01' },
  },
  ...argsWhenRendered(() => ({
    filterErrors: { to: memberStatusMessages.auditDatesOutOfOrder },
    errorMessage: memberStatusMessages.auditDatesOutOfOrder,
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const segment of within(canvas.getByRole('group', { name: uiWord('To') })).getAllByRole(
      'spinbutton',
    ))
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: uiWord('Clear filters') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: undefined, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0, actions: [] },
};

export const Failed: Story = {
  args: { entries: undefined, total: 0 },
  ...argsWhenRendered(() => ({ errorMessage: memberStatusMessages.unknownAuditAction })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FilteredByMember: Story = {
  args: {
    memberName: 'Lerato Mokoena',
    memberNumber: '082 000 0003',
    action: 'member.adjust',
    entries: fixtures.adminAudit.entries.filter((e) => e.action === 'member.adjust'),
    total: 2,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Show every member') }));
    await expect(args.onClearMember).toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { total: 60, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        formatMessageById('statement.entries', { first: '26', last: '50', total: '60' }),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Older') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const FilterByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: containing(uiWord('Action')) }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: uiWord('Roles changed') }));
    await expect(args.onActionChange).toHaveBeenCalledWith('member.flags');
  },
};

export const Phone: Story = {
  decorators: [phoneWidth],
};
