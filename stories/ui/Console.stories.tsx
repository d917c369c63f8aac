import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { consoleMessages, formatMessageById } from '@plaudit/domain';
import { ConsoleNav, MemberSearch, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/**
 * The operator console's components: member search, a member's page, its three dialogs, the
 * audit log, in every state. Every story is checked with axe and keyboard-complete by its play.
 */

const memberHref = (memberId: number) => `/admin/members/${String(memberId)}`;

/** A phone's width (390 px), whatever the size of the story frame. */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: '390px' }}>
    <Story />
  </div>
);

const nav = (
  <ConsoleNav
    items={[
      { label: 'Members', href: '/admin/members', isCurrent: true },
      { label: 'Audit log', href: '/admin/audit', isCurrent: false },
    ]}
  />
);

const meta = {
  title: 'Console/MemberSearch',
  component: MemberSearch,
  decorators: [
    (Story) => (
      <>
        {nav}
        <Story />
      </>
    ),
  ],
  args: {
    query: 'Mokoena',
    onQueryChange: fn(),
    onSubmit: fn(),
    state: 'done',
    results: fixtures.adminMemberSearch.members,
    onRetry: fn(),
    memberHref,
  },
} satisfies Meta<typeof MemberSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { query: '', state: 'idle', results: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('searchbox', { name: uiWord('Name or mobile number') }),
    ).toHaveFocus();
    await userEvent.keyboard('L');
    await expect(args.onQueryChange).toHaveBeenCalledWith('L');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', results: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getAllByRole('link', { name: /Mokoena/ })[0];
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/admin\/members\/\d+$/));
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      uiWord('Name'),
      uiWord('Mobile number'),
      uiWord('Division'),
      uiWord('Country'),
      uiWord('Status'),
    ]);
  },
};

export const WithDeactivated: Story = {
  args: {
    results: fixtures.consoleMembers
      .slice(0, 6)
      .map((m, i) => (i === 1 ? { ...m, isActive: false } : m)),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uiWord('Deactivated'))).toBeVisible();
  },
};

/** More members match than the search lists: it says how many it shows of how many, and how to narrow. */
export const CutAtTheLimit: Story = {
  args: { query: 'a', results: fixtures.consoleMembers.slice(0, 6), total: 3012 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(formatMessageById('phrase.membersShownOf', { shown: '6', total: '3,012' })),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

export const NoMatch: Story = {
  args: { query: 'Zyx', results: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(uiWord('No member matches the search.')),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error', results: [] },
  ...argsWhenRendered(() => ({ errorMessage: consoleMessages.adminOnly })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(consoleMessages.adminOnly)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  decorators: [phoneWidth],
};
