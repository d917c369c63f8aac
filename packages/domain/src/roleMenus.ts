import { defineWords } from './i18n';
import { flowMessages, messages } from './messages';
import { access, canAccess, type Feature, type Role, type RoleSource } from './roles';

/*
 * What the roles of roles.ts mean to a member who reads them: why a page turns them away, and the header's
 * menus. Apart from the access table, which a visitor's first screen needs (the routes' paths), as their
 * texts are a member's.
 */

/**
 * Why a logged-in member is turned away: 'Only a manager may access this module.' for manager features
 * (SPEC §6), 'This page is for administrators.' for admin features.
 */
export function deniedMessage(
  feature: Feature,
  words: {
    messages: { managerOnly: string };
    flowMessages: { adminOnlyPage: string };
  } = { messages, flowMessages },
): string | undefined {
  const allowed: readonly Role[] = access[feature].allow;
  if (allowed.includes('member')) return undefined;
  if (allowed.includes('manager')) return words.messages.managerOnly;
  if (allowed.includes('admin')) return words.flowMessages.adminOnlyPage;
  return undefined;
}

/** A header menu entry: its label, the feature it opens and where it links. */
export interface MenuItem {
  label: string;
  feature: Feature;
  path: string;
}

/** The header's menu labels (SPEC §2), each read in the current language when shown. */
const menuWord = defineWords('menu', {
  Home: 'A header menu entry: the home page.',
  About: 'A header menu entry for visitors: the page about the programme.',
  'How it Works': 'A header menu entry: the page that explains the programme.',
  'About Us': 'A header menu entry for members: the page about the programme.',
  'My Profile': "A header menu entry: the member's profile.",
  'Redeem Rewards': 'An entry of the header’s My Rewards menu: the shop.',
  'My Basket': 'An entry of the header’s My Rewards menu: the shop’s basket.',
  'My Orders': 'An entry of the header’s My Rewards menu: the orders placed in the shop.',
  Statement: 'An entry of the header’s My Rewards menu: the statement of the points.',
  Adhoc: "An entry of the header's Admin menu: a manager's one-off award (Adhoc Recognition).",
  'Send To All': "An entry of the header's Admin menu: a message to every member of chosen stores.",
  'Recommendations Report': "An entry of the header's Admin menu: the report of nominations.",
  Console: "An entry of the header's Admin menu: the operator console.",
  Insights: "An entry of the header's Admin menu: charts of the programme.",
  'Log Out': 'A header menu entry that logs the member out.',
});
type MenuWord = Parameters<typeof menuWord>[0];

// The label is read when shown, so it follows the current language.
const item = (
  label: MenuWord,
  feature: Feature,
  path: string = access[feature].path,
): MenuItem => ({
  get label() {
    return menuWord(label);
  },
  feature,
  path,
});

/** The header menus of SPEC §2; an admin's My Profile moves into the Admin dropdown. */
export const menus = {
  loggedOut: [
    item('Home', 'home'),
    item('About', 'content', '/about'),
    item('How it Works', 'content', '/howitworks'),
  ],
  loggedIn: [
    item('Home', 'home'),
    item('About Us', 'content', '/about'),
    item('How it Works', 'content', '/howitworks'),
    item('My Profile', 'profile'),
  ],
  myRewards: [
    item('Redeem Rewards', 'redeem'),
    item('My Basket', 'basket'),
    item('My Orders', 'orders'),
    item('Statement', 'statement'),
  ],
  admin: [
    item('My Profile', 'profile'),
    item('Adhoc', 'adhoc', '/adhoc'),
    item('Send To All', 'sendToAll'),
    item('Recommendations Report', 'reportRecommendations'),
    item('Console', 'adminMembers'),
    item('Insights', 'adminInsights'),
  ],
  logOut: item('Log Out', 'logout'),
} as const;

/** The header's top-level items for a person (without the My Rewards and Admin dropdowns). */
export function headerItems(member: RoleSource): readonly MenuItem[] {
  if (!member) return menus.loggedOut;
  return canAccess('adminMenu', member)
    ? menus.loggedIn.filter((entry) => entry.feature !== 'profile')
    : menus.loggedIn;
}
