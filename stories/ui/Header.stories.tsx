import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Header, uiWord } from '@plaudit/ui';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formatMessageById } from '@plaudit/domain';
import { containing } from '../support/i18n.ts';

/** The logo link's name, '{brandName} home', whatever the brand's name, in the story's language. */
const logoName = () => {
  const [before = '', after = ''] = formatMessageById('phrase.logoHome', {
    brandName: '\u0001',
  }).split('\u0001');
  return new RegExp(
    `${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.+${after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  );
};

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
  within(canvasElement).getByRole('navigation', { name: uiWord('Main') });

/** The menu's own entries (a dropdown's links are not among them). */
const navItems = (canvasElement: HTMLElement) =>
  Array.from(mainNav(canvasElement).querySelectorAll(':scope > ul > li'), (li) =>
    li.querySelector('a, button')?.textContent?.replace('▾', '').trim(),
  );

/** An administrator's menu entries, in the language shown (read in a play, not at load). */
const adminNav = () =>
  (['Home', 'About Us', 'How it Works', 'My Rewards', 'Admin', 'Log Out'] as const).map((w) =>
    uiWord(w),
  );

/** The links of a dropdown its button has opened. */
const dropdown = async (canvasElement: HTMLElement, name: string) => {
  const list = await within(canvasElement).findByRole('list', { name });
  return { list, links: within(list).getAllByRole('link') };
};

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

/** The vertical centre of an element's text, to check links and dropdown buttons share one line. */
const middle = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
};

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(navItems(canvasElement)).toEqual([
      uiWord('Home'),
      uiWord('About'),
      uiWord('How it Works'),
    ]);
    await expect(within(canvasElement).queryByText(uiWord('Log Out'))).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: uiWord('Menu') })).toBeNull();
  },
};

export const Member: Story = {
  args: { member },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navItems(canvasElement)).toEqual([
      uiWord('Home'),
      uiWord('About Us'),
      uiWord('How it Works'),
      uiWord('My Profile'),
      uiWord('My Rewards'),
      uiWord('Log Out'),
    ]);
    await expect(canvas.getByText('12,500')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: containing(uiWord('My Rewards')) });
    // Links and dropdown buttons sit on one line.
    await expect(
      Math.abs(middle(canvas.getByRole('link', { name: uiWord('Home') })) - middle(trigger)),
    ).toBeLessThan(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const { list, links } = await dropdown(canvasElement, uiWord('My Rewards'));
    await expect(trigger).toHaveAttribute('aria-controls', list.id);
    await expect(list).toBeVisible();
    await expect(texts(links)).toEqual([
      uiWord('Redeem Rewards'),
      uiWord('My Basket'),
      uiWord('My Orders'),
      uiWord('Statement'),
    ]);
    await expect(canvas.getByRole('link', { name: uiWord('My Basket') })).toHaveAttribute(
      'href',
      '/rewards/basket',
    );
    // The links keep the header's typeface in every brand.
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(links[0] as Element).fontFamily).toBe(
      getComputedStyle(header).fontFamily,
    );
  },
};

export const DropdownClosesOnClickElsewhere: Story = {
  args: { member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: containing(uiWord('My Rewards')) });
    await userEvent.click(trigger);
    const { list } = await dropdown(canvasElement, uiWord('My Rewards'));
    await userEvent.click(canvas.getByText('12,500'));
    await expect(list).not.toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The dropdown is a disclosure of links: Tab goes through them, Escape closes it and refocuses its button. */
export const DropdownByKeyboard: Story = {
  args: { member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: containing(uiWord('My Rewards')) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const { list, links } = await dropdown(canvasElement, uiWord('My Rewards'));
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(list).not.toBeVisible();
    await expect(trigger).toHaveFocus();
    // Tabbing past the last link closes it too.
    await userEvent.keyboard('{Enter}');
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: uiWord('Log Out') })).toHaveFocus();
    await expect(list).not.toBeVisible();
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
    await expect(navItems(canvasElement)).toEqual(adminNav());
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    const admin = canvas.getByRole('button', { name: containing(uiWord('Admin')) });
    await expect(admin).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const { links } = await dropdown(canvasElement, uiWord('Admin'));
    await expect(texts(links)).toEqual([
      uiWord('My Profile'),
      uiWord('Adhoc'),
      uiWord('Send To All'),
      uiWord('Recommendations Report'),
    ]);
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
      // The app's own items keep the labels it gave (story data); the header's own words follow the language.
      'Home',
      'About Us',
      uiWord('My Rewards'),
      uiWord('Admin'),
      uiWord('Log Out'),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: containing(uiWord('My Rewards')) }));
    const { links } = await dropdown(canvasElement, uiWord('My Rewards'));
    await expect(texts(links)).toEqual(['Statement']);
  },
};

export const MyRewardsHiddenWhenEmpty: Story = {
  args: { member, myRewards: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: containing(uiWord('My Rewards')) }),
    ).not.toBeInTheDocument();
    await expect(navItems(canvasElement)).toEqual([
      uiWord('Home'),
      uiWord('About Us'),
      uiWord('How it Works'),
      uiWord('My Profile'),
      uiWord('Log Out'),
    ]);
  },
};

export const AdminHiddenWhenEmpty: Story = {
  args: { member: adminMember, admin: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: containing(uiWord('Admin')) }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: containing(uiWord('My Rewards')) }),
    ).toBeVisible();
  },
};

export const PhoneMenuClosed: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: uiWord('Menu') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The folded items are out of sight and out of the tab order; the balance stays visible.
    await expect(
      canvas.queryByRole('navigation', { name: uiWord('Main') }),
    ).not.toBeInTheDocument();
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
    const menuButton = canvas.getByRole('button', { name: uiWord('Menu') });
    await userEvent.tab();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(navItems(canvasElement)).toEqual(adminNav());
    await expect(mainNav(canvasElement)).toHaveAttribute(
      'id',
      menuButton.getAttribute('aria-controls'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: uiWord('Home') })).toHaveFocus();
  },
};

export const PhoneMenuEscapeCloses: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: uiWord('Menu') });
    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByRole('button', { name: containing(uiWord('My Rewards')) }));
    const { list } = await dropdown(canvasElement, uiWord('My Rewards'));
    await expect(canvas.getByRole('link', { name: uiWord('My Orders') })).toBeVisible();
    // The first Escape closes the dropdown only; the second folds the menu and returns focus.
    await userEvent.keyboard('{Escape}');
    await expect(list).not.toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const PhoneMenuEscapeFromItsButton: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: uiWord('Menu') });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Still on the button that opened it: Escape folds it there too.
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const PhoneMenuClosesWhenTheFocusLeaves: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: uiWord('Menu') });
    // The page's content after the header.
    const after = document.createElement('button');
    after.textContent = 'Page content';
    canvasElement.append(after);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // Tab through the menu: it stays open while the focus is in it, and folds once Tab leaves it.
    for (let i = 0; i < 20 && document.activeElement !== after; i += 1) {
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
    }
    await expect(after).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    after.remove();
    // A tap on the page outside the header folds it as well.
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PhoneMenuClosesOnNavigation: Story = {
  args: { member },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: uiWord('Menu') });
    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByRole('link', { name: uiWord('How it Works') }));
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A wordmark in the header: the brand sets the logo's box (`--pl-logo-width`, `--pl-logo-height`). */
const wordmark = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 32'><rect x='2' y='6' width='116' height='20' rx='10' fill='none' stroke='#fff' stroke-width='4'/></svg>",
)}")`;

export const LogoSizeFromBrand: Story = {
  args: { member },
  decorators: [
    (Story) => (
      <div
        style={
          {
            '--pl-logo': wordmark,
            '--pl-logo-width': '7.5rem',
            '--pl-logo-height': '2rem',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('link', { name: logoName() });
    const box = getComputedStyle(logo, '::before');
    await expect([box.width, box.height]).toEqual(['120px', '32px']);
  },
};

/** Without a brand's size the logo keeps its house box, 2.25rem square. */
export const LogoHouseSize: Story = {
  args: { member },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('link', { name: logoName() });
    const box = getComputedStyle(logo, '::before');
    await expect([box.width, box.height]).toEqual(['36px', '36px']);
  },
};
