import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { consoleMessages, currentFormatter, formatMessageById } from '@plaudit/domain';
import { ConsoleMemberStatement, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/** A member's statement of one balance in the console, linked from each balance of their page. */

const statement = fixtures.memberStatementOf(
  fixtures.adminMember.member.memberId,
  'management',
) ?? { ...fixtures.adminMemberStatement, balance: 'management' as const };

const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: '390px' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Console/MemberStatement',
  component: ConsoleMemberStatement,
  args: {
    balance: 'management',
    data: statement,
    onRetry: fn(),
    memberHref: `/admin/members/${String(statement.member.memberId)}`,
    statementHref: (balance: string) =>
      `/admin/members/${String(statement.member.memberId)}/statement/${balance}`,
    timeZone: 'Africa/Johannesburg',
  },
} satisfies Meta<typeof ConsoleMemberStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pointsName, awardPointsName, budgetName = '' } = siteOf(globals);
    // The heading names the member and the balance as the brand does.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      formatMessageById('phrase.memberStatement', {
        member: statement.member.name,
        balanceName: budgetName,
      }),
    );
    const total = currentFormatter().number(statement.points);
    await expect(
      canvas.getByText(
        formatMessageById('consoleText.pointsOf', { points: total, name: budgetName }),
      ),
    ).toBeVisible();
    // The figures: the table's foot is the balance now, the sum of its lines.
    await expect(canvas.getByRole('table')).toHaveTextContent(total);
    // On to the member's other statements, and back to the member.
    const balances = canvas.getByRole('navigation', { name: uiWord('Balances') });
    await expect(within(balances).getByRole('link', { name: pointsName })).toHaveAttribute(
      'href',
      `/admin/members/${String(statement.member.memberId)}/statement/redeemable`,
    );
    await expect(within(balances).getByRole('link', { name: awardPointsName })).toBeVisible();
    await expect(canvas.getByRole('link', { name: statement.member.name })).toBeVisible();
  },
};

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

export const Phone: Story = {
  decorators: [phoneWidth],
};
