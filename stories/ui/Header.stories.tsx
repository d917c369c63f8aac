import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@plaudit/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { member: null },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = { firstname: 'Thandi', awardsPointsAvailable: 12500, isAdminReports: false };
const adminMember = { firstname: 'Sipho', awardsPointsAvailable: 300, isAdminReports: true };

/** The header at a phone's width (390 px), whatever the size of the story frame. */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: '390px' }}>
    <Story />
  </div>
);

const mainNav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Main' });

const navItems = (canvasElement: HTMLElement) =>
  within(mainNav(canvasElement))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('▾', '').trim());

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The vertical centre of an element's text, to check links and dropdown buttons share one line. */
const middle = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
};

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(navItems(canvasElement)).toEqual(['Home', 'About', 'How it Works']);
    await expect(within(canvasElement).queryByText('Log Out')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const Member: Story = {
  args: { member },
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
    const trigger = canvas.getByRole('button', { name: /My Rewards/ });
    // Links and dropdown buttons sit on one line.
    await expect(
      Math.abs(middle(canvas.getByRole('link', { name: 'Home' })) - middle(trigger)),
    ).toBeLessThan(1);
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu', { name: 'My Rewards' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'Redeem Rewards',
      'My Basket',
      'My Orders',
      'Statement',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'My Basket' })).toHaveAttribute(
      'href',
      '/rewards/basket',
    );
    // The dropdown is portalled, yet its items keep the header's typeface in every brand.
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(items[0] as Element).fontFamily).toBe(
      getComputedStyle(header).fontFamily,
    );
  },
};

export const PointsNameFromBrand: Story = {
  args: { member: { ...member, awardsPointsAvailable: 75 } },
  play: async ({ canvasElement, globals }) => {
    const name = globals['brand'] === 'vetcare' ? 'Care Stars' : 'Paw Points';
    await expect(within(canvasElement).getByText(name)).toBeVisible();
  },
};

export const Admin: Story = {
  args: { member: adminMember },
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
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    const admin = canvas.getByRole('button', { name: /Admin/ });
    await expect(admin).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Admin' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual(['My Profile', 'Adhoc', 'Send To All', 'Recommendations Report']);
  },
};

export const AppProvidedMenus: Story = {
  args: {
    member: adminMember,
    items: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
    ],
    myRewards: [{ label: 'Statement', href: '/statement' }],
    admin: [{ label: 'My Profile', href: '/myprofile' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navItems(canvasElement)).toEqual([
      'Home',
      'About Us',
      'My Rewards',
      'Admin',
      'Log Out',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /My Rewards/ }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'My Rewards' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Statement']);
  },
};

export const MyRewardsHiddenWhenEmpty: Story = {
  args: { member, myRewards: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /My Rewards/ })).not.toBeInTheDocument();
    await expect(navItems(canvasElement)).toEqual([
      'Home',
      'About Us',
      'How it Works',
      'My Profile',
      'Log Out',
    ]);
  },
};

export const AdminHiddenWhenEmpty: Story = {
  args: { member: adminMember, admin: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /My Rewards/ })).toBeVisible();
  },
};

export const PhoneMenuClosed: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The folded items are out of sight and out of the tab order; the balance stays visible.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.getByText('12,500')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
  },
};

export const PhoneMenuOpen: Story = {
  args: { member: adminMember },
  decorators: [phoneWidth],
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(navItems(canvasElement)).toEqual([
      'Home',
      'About Us',
      'How it Works',
      'My Rewards',
      'Admin',
      'Log Out',
    ]);
    await expect(mainNav(canvasElement)).toHaveAttribute(
      'id',
      menuButton.getAttribute('aria-controls'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const PhoneMenuEscapeCloses: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByRole('button', { name: /My Rewards/ }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'My Rewards' });
    await expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
    // The first Escape closes the dropdown only; the second folds the menu and returns focus.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const PhoneMenuClosesOnNavigation: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByRole('link', { name: 'How it Works' }));
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};
