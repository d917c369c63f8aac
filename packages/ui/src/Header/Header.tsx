import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import {
  useBrandContent,
  useBrandFormat,
  useSiteConfig,
  useWords,
  type UiWord,
} from '../theme/index.ts';
import type { Language } from '@plaudit/domain';
import { LanguageMenu } from '../LanguageMenu/index.ts';
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
  /**
   * The language shown, with `onLanguageChange`: a member's header offers the language menu (each
   * language named in itself), at the end of the menu.
   */
  language?: Language;
  /** Called with the language a member chose; without it the header has no language menu. */
  onLanguageChange?: (language: Language) => void;
  /** The languages offered. @default the shipped ones */
  languages?: readonly Language[];
}

/** A default menu entry: its label is one of the ui's words, in the brand's text when shown. */
interface DefaultLink {
  label: UiWord;
  href: string;
}

const defaultMyRewards: DefaultLink[] = [
  { label: 'Redeem Rewards', href: '/redeem' },
  { label: 'My Basket', href: '/rewards/basket' },
  { label: 'My Orders', href: '/orders' },
  { label: 'Statement', href: '/statement' },
];

const defaultAdmin: DefaultLink[] = [
  { label: 'My Profile', href: '/myprofile' },
  { label: 'Adhoc', href: '/adhoc' },
  { label: 'Send To All', href: '/sendtoall' },
  { label: 'Recommendations Report', href: '/reportrecommendations' },
];

interface DropdownProps {
  label: string;
  links: readonly MenuLink[];
  /** Called when one of its links is chosen (closes the small-screen menu). */
  onNavigate: () => void;
}

/**
 * A dropdown of navigation links as a disclosure (the pattern WAI-ARIA recommends for site navigation):
 * a button that shows and hides a list of ordinary links, reached with Tab. Escape closes it and returns
 * focus to the button, as does a click or focus anywhere outside it.
 */
function Dropdown({ label, links, onNavigate }: DropdownProps) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!isOpen || !element) return;
    // Listened to on the element itself, below the small-screen menu's own Escape listener, so the first
    // Escape closes the dropdown only.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !element.contains(event.target)) setOpen(false);
    };
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen]);
  return (
    <div ref={root} className={styles.dropdownRoot}>
      <AriaButton
        ref={button}
        className={styles.item}
        aria-expanded={isOpen}
        aria-controls={listId}
        onPress={() => setOpen((open) => !open)}
      >
        {label}
        <svg aria-hidden="true" className={styles.chevron} viewBox="0 0 12 12">
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </AriaButton>
      <ul id={listId} aria-label={label} className={styles.dropdown} hidden={!isOpen}>
        {links.map((l) => (
          <li key={l.href}>
            <AriaLink
              href={l.href}
              className={styles.dropdownItem}
              onPress={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {l.label}
            </AriaLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NavLinkProps {
  href: string;
  children: string;
  onNavigate: () => void;
}

function NavLink({ href, children, onNavigate }: NavLinkProps) {
  return (
    <li>
      <AriaLink href={href} className={styles.item} onPress={onNavigate}>
        {children}
      </AriaLink>
    </li>
  );
}

/**
 * The small-screen menu's open state, folded by Escape anywhere in the header's bar (the focus back on the
 * Menu button; an open dropdown takes the first Escape), once the focus moves out of the bar (a Tab past
 * its last item) or a tap lands outside it; the window losing the focus (another app) leaves it as it was.
 */
function useFoldingMenu() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!isMenuOpen || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !element.contains(target);
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) setMenuOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setMenuOpen(false);
    };
    const page = element.ownerDocument;
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    page.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      page.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);
  return { isMenuOpen, setMenuOpen, bar, menuButton };
}

/**
 * The portal header: logo, the menu for the visitor, member or admin (SPEC §2), and the points balance.
 * When the header is narrower than a tablet the menu folds behind a Menu button that discloses the
 * same items; Escape closes it and returns focus to the button.
 */
export function Header({
  member,
  items,
  myRewards: givenMyRewards,
  admin: givenAdmin,
  language,
  onLanguageChange,
  languages,
}: HeaderProps) {
  const format = useBrandFormat();
  const site = useSiteConfig();
  const word = useWords();
  const phrases = useBrandContent().phrases;
  const inWords = (defaults: readonly DefaultLink[]): MenuLink[] =>
    defaults.map((l) => ({ label: word(l.label), href: l.href }));
  const myRewards = givenMyRewards ?? inWords(defaultMyRewards);
  const admin = givenAdmin ?? inWords(defaultAdmin);
  const navId = useId();
  const { isMenuOpen, setMenuOpen, bar, menuButton } = useFoldingMenu();
  const closeMenu = () => setMenuOpen(false);
  const links =
    items ??
    inWords([
      { label: 'Home', href: '/' },
      { label: member ? 'About Us' : 'About', href: '/about' },
      { label: 'How it Works', href: '/howitworks' },
      ...(member && !member.isAdminReports
        ? [{ label: 'My Profile' as const, href: '/myprofile' }]
        : []),
    ]);
  return (
    <header className={styles.root}>
      <div className={styles.bar} data-menu-open={isMenuOpen || undefined} ref={bar}>
        <AriaLink href="/" className={styles.logo} aria-label={phrases.logoHome(site.brandName)}>
          {site.brandName}
        </AriaLink>
        <AriaButton
          ref={menuButton}
          className={clsx(styles.item, styles.menuButton)}
          aria-expanded={isMenuOpen}
          aria-controls={navId}
          onPress={() => setMenuOpen((open) => !open)}
        >
          <svg className={styles.menuIcon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M2 4h12M2 8h12M2 12h12" />
          </svg>
          {word('Menu')}
        </AriaButton>
        <nav id={navId} aria-label={word('Main')} className={styles.nav}>
          <ul className={styles.menu}>
            {links.map((l) => (
              <NavLink key={l.href} href={l.href} onNavigate={closeMenu}>
                {l.label}
              </NavLink>
            ))}
            {member && myRewards.length > 0 && (
              <li>
                <Dropdown label={word('My Rewards')} links={myRewards} onNavigate={closeMenu} />
              </li>
            )}
            {member?.isAdminReports && admin.length > 0 && (
              <li>
                <Dropdown label={word('Admin')} links={admin} onNavigate={closeMenu} />
              </li>
            )}
            {member && (
              <NavLink href="/logout" onNavigate={closeMenu}>
                {word('Log Out')}
              </NavLink>
            )}
            {member && language !== undefined && onLanguageChange && (
              <li className={styles.languages}>
                <LanguageMenu
                  placement="header"
                  value={language}
                  onChange={onLanguageChange}
                  {...(languages ? { languages } : {})}
                />
              </li>
            )}
          </ul>
        </nav>
        {member && (
          <p className={styles.balance}>
            <span className={styles.balanceName}>{site.pointsName}</span>
            <span className={styles.balanceValue}>
              {format.number(member.awardsPointsAvailable)}
            </span>
          </p>
        )}
      </div>
    </header>
  );
}
