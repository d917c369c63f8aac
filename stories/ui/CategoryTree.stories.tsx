import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { buildCategoryTree } from '@plaudit/domain';
import { CategoryTree, uiWord } from '@plaudit/ui';
import { expect, userEvent, within } from 'storybook/test';

const tree = buildCategoryTree(fixtures.categories);
const [first] = fixtures.categories;

const meta = {
  title: 'Shop/CategoryTree',
  component: CategoryTree,
  args: { nodes: tree, currentId: first?.prodCat3Id },
} satisfies Meta<typeof CategoryTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentCategoryMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: uiWord('Reward categories') });
    await expect(within(nav).getByRole('link', { name: 'Checkers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Vouchers' })).toHaveAttribute(
      'href',
      '/rewards/vouchers',
    );
    await expect(within(nav).getByRole('link', { name: 'Checkers' })).toHaveAttribute(
      'href',
      `/rewards/${String(first?.prodCat3Id)}`,
    );
  },
};

export const KeyboardNavigable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vouchers' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Groceries' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Checkers' })).toHaveFocus();
  },
};

export const NothingChosen: Story = {
  args: { currentId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};
