import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@plaudit/ui';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { member: null },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const navItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('▾', '').trim());

export const LoggedOut: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await expect(navItems(canvasElement)).toEqual(['Home', 'About', 'How it Works']);
    await expect(within(canvasElement).queryByText('Log Out')).not.toBeInTheDocument();
  },
};

export const Member: Story = {
  args: { member: { firstname: 'Thandi', awardsPointsAvailable: 12500, isAdminReports: false } },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navItems(canvasElement)).toEqual([
      'Home',
      'About Us',
      'How it Works',
      'My Profile',
      'My Rewards',
      'Log Out',
    ]);
    await expect(canvas.getByText('12,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /My Rewards/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: 'My Rewards',
    });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual(['Redeem Rewards', 'My Basket', 'My Orders', 'Statement']);
    await expect(within(menu).getByRole('menuitem', { name: 'My Basket' })).toHaveAttribute(
      'href',
      '/rewards/basket',
    );
  },
};

export const PointsNameFromBrand: Story = {
  args: { member: { firstname: 'Thandi', awardsPointsAvailable: 75, isAdminReports: false } },
  play: async ({ canvasElement, globals }) => {
    const name = globals['brand'] === 'vetcare' ? 'Care Stars' : 'Paw Points';
    await expect(within(canvasElement).getByText(name)).toBeVisible();
  },
};

export const Admin: Story = {
  args: { member: { firstname: 'Sipho', awardsPointsAvailable: 300, isAdminReports: true } },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navItems(canvasElement)).toEqual([
      'Home',
      'About Us',
      'How it Works',
      'My Rewards',
      'Admin',
      'Log Out',
    ]);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const admin = canvas.getByRole('button', { name: /Admin/ });
    await expect(admin).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: 'Admin',
    });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual(['My Profile', 'Adhoc', 'Send To All', 'Recommendations Report']);
  },
};
