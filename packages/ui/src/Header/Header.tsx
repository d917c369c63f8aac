import { formatPoints } from '@plaudit/domain';
import {
  Button as AriaButton,
  Link as AriaLink,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { useBrandKey, useSiteConfig } from '../theme/index.ts';
import styles from './Header.module.scss';

/** What the header needs of the logged-in member. */
export interface HeaderMember {
  firstname: string;
  /** The redeemable balance shown under the brand's currency name. */
  awardsPointsAvailable: number;
  /** Admins get the Admin dropdown, which takes My Profile. */
  isAdminReports: boolean;
}

/** One entry of a header menu. */
export interface MenuLink {
  label: string;
  href: string;
}

export interface HeaderProps {
  /** The logged-in member, or null for a visitor. */
  member: HeaderMember | null;
  /** The top-level links before the dropdowns. @default SPEC §2's Home, About, How it Works (and My Profile) */
  items?: readonly MenuLink[];
  /** The My Rewards dropdown of a member; hidden when empty. @default SPEC §2's four entries */
  myRewards?: readonly MenuLink[];
  /** The Admin dropdown of an admin; hidden when empty. @default SPEC §2's four entries */
  admin?: readonly MenuLink[];
}

const defaultMyRewards: MenuLink[] = [
  { label: 'Redeem Rewards', href: '/redeem' },
  { label: 'My Basket', href: '/rewards/basket' },
  { label: 'My Orders', href: '/orders' },
  { label: 'Statement', href: '/statement' },
];

const defaultAdmin: MenuLink[] = [
  { label: 'My Profile', href: '/myprofile' },
  { label: 'Adhoc', href: '/adhoc' },
  { label: 'Send To All', href: '/sendtoall' },
  { label: 'Recommendations Report', href: '/reportrecommendations' },
];

function Dropdown({ label, links }: { label: string; links: readonly MenuLink[] }) {
  const brand = useBrandKey();
  return (
    <MenuTrigger>
      <AriaButton className={styles.item}>
        {label} <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={styles.popover} data-brand={brand}>
        <Menu aria-label={label} className={styles.dropdown}>
          {links.map((l) => (
            <MenuItem key={l.href} id={l.href} href={l.href} className={styles.dropdownItem}>
              {l.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function NavLink({ href, children }: { href: string; children: string }) {
  return (
    <li>
      <AriaLink href={href} className={styles.item}>
        {children}
      </AriaLink>
    </li>
  );
}

/** The portal header: logo, the menu for the visitor, member or admin (SPEC §2), and the points balance. */
export function Header({
  member,
  items,
  myRewards = defaultMyRewards,
  admin = defaultAdmin,
}: HeaderProps) {
  const site = useSiteConfig();
  const links = items ?? [
    { label: 'Home', href: '/' },
    { label: member ? 'About Us' : 'About', href: '/about' },
    { label: 'How it Works', href: '/howitworks' },
    ...(member && !member.isAdminReports ? [{ label: 'My Profile', href: '/myprofile' }] : []),
  ];
  return (
    <header className={styles.root}>
      <AriaLink href="/" className={styles.logo} aria-label={`${site.brandName} home`}>
        {site.brandName}
      </AriaLink>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.menu}>
          {links.map((l) => (
            <NavLink key={l.href} href={l.href}>
              {l.label}
            </NavLink>
          ))}
          {member && myRewards.length > 0 && (
            <li>
              <Dropdown label="My Rewards" links={myRewards} />
            </li>
          )}
          {member?.isAdminReports && admin.length > 0 && (
            <li>
              <Dropdown label="Admin" links={admin} />
            </li>
          )}
          {member && <NavLink href="/logout">Log Out</NavLink>}
        </ul>
      </nav>
      {member && (
        <p className={styles.balance}>
          <span className={styles.balanceName}>{site.pointsName}</span>
          <span className={styles.balanceValue}>{formatPoints(member.awardsPointsAvailable)}</span>
        </p>
      )}
    </header>
  );
}
