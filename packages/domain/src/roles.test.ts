import { describe, expect, it } from 'vitest';
import { deniedMessage, headerItems, menus } from './roleMenus';
import {
  access,
  canAccess,
  canSeeAllDivisions,
  rolesOf,
  type Feature,
  type RoleSource,
} from './roles';

const visitor: RoleSource = null;
const member: RoleSource = { isManager: false, isAdminReports: false };
const manager: RoleSource = { isManager: true, isAdminReports: false };
const admin: RoleSource = { isManager: false, isAdminReports: true };

const reachable = (who: RoleSource): Feature[] =>
  (Object.keys(access) as Feature[]).filter((feature) => canAccess(feature, who));

describe('rolesOf', () => {
  it('reads the roles from the member flags', () => {
    expect(rolesOf(undefined)).toEqual(['visitor']);
    expect(rolesOf(member)).toEqual(['member']);
    expect(rolesOf(manager)).toEqual(['member', 'manager']);
    expect(rolesOf({ isManager: true, isAdminReports: true })).toEqual([
      'member',
      'manager',
      'admin',
    ]);
  });
});

describe('canAccess (SPEC §6)', () => {
  const open = [
    'login',
    'register',
    'forgotPassword',
    'logout',
    'contactUs',
    'welcomeTrfAuth',
    'content',
  ];
  const memberFeatures = [
    'home',
    'profile',
    'profileUpdate',
    'nominate',
    'reward',
    'rewardMember',
    'payItForward',
    'getToKnow',
    'getToKnowMember',
    'recentRecognition',
    'shop',
    'shopCategory',
    'redeem',
    'basket',
    'orders',
    'statement',
    'payItForwardStatement',
    'managementStatement',
    'reportManagement',
    'reportRecommendations',
  ];

  it('lets a visitor reach login, register, forgot password, contact and content pages only', () => {
    expect(reachable(visitor)).toEqual(open);
  });

  it('lets a member reach everything but the manager and admin features', () => {
    expect(reachable(member).sort()).toEqual([...open, ...memberFeatures].sort());
  });

  it.each(['recognise', 'recogniseMember', 'adhoc', 'adhocLink'] as const)(
    'keeps %s to managers',
    (feature) => {
      expect(canAccess(feature, manager)).toBe(true);
      expect(canAccess(feature, member)).toBe(false);
      expect(canAccess(feature, admin)).toBe(false);
      expect(canAccess(feature, visitor)).toBe(false);
      expect(deniedMessage(feature)).toBe('Only a manager may access this module.');
    },
  );

  it('gives Shout Out, with or without a preselected colleague, to every member', () => {
    expect(deniedMessage('sendToAll')).toBe('This page is for administrators.');
    expect(deniedMessage('rewardMember')).toBeUndefined();
    expect(canAccess('rewardMember', member)).toBe(true);
    expect(canAccess('rewardMember', visitor)).toBe(false);
    expect(access.rewardMember.path).toBe('/reward/:selectedMemberId');
    expect(access.recogniseMember.path).toBe('/recognise/:selectedMemberId');
    expect(access.adhocLink.path).toBe(menus.admin.find((i) => i.feature === 'adhoc')?.path);
  });

  it('gives admins the Admin menu and Send To All', () => {
    for (const feature of ['adminMenu', 'sendToAll'] as const) {
      expect(canAccess(feature, admin)).toBe(true);
      expect(canAccess(feature, manager)).toBe(false);
    }
    expect(canSeeAllDivisions(admin)).toBe(true);
    expect(canSeeAllDivisions(manager)).toBe(false);
  });

  it('puts management reports and statements behind the login only on the client', () => {
    expect(canAccess('managementStatement', member)).toBe(true);
    expect(canAccess('reportManagement', member)).toBe(true);
    expect(canAccess('reportManagement', visitor)).toBe(false);
    // The Recommendations Report is on the Admin menu, but its address opens for any member: the
    // server's refusal explains itself ('Please note:'), as the Management Report's does.
    expect(canAccess('reportRecommendations', member)).toBe(true);
    expect(canAccess('reportRecommendations', visitor)).toBe(false);
  });
});

describe('menus (SPEC §2)', () => {
  it('shows Home, About and How it Works when logged out', () => {
    expect(headerItems(visitor).map((item) => item.label)).toEqual([
      'Home',
      'About',
      'How it Works',
    ]);
  });

  it('shows My Profile in the header, or in the Admin dropdown for admins', () => {
    expect(headerItems(member).map((item) => item.label)).toEqual([
      'Home',
      'About Us',
      'How it Works',
      'My Profile',
    ]);
    expect(headerItems(admin).map((item) => item.label)).toEqual([
      'Home',
      'About Us',
      'How it Works',
    ]);
    expect(menus.admin.map((item) => item.label)).toEqual([
      'My Profile',
      'Adhoc',
      'Send To All',
      'Recommendations Report',
      'Console',
      'Insights',
    ]);
    expect(menus.admin.find((item) => item.label === 'Insights')?.path).toBe('/admin/insights');
  });

  it('lists the My Rewards dropdown and links each item to its route', () => {
    expect(menus.myRewards.map((item) => [item.label, item.path])).toEqual([
      ['Redeem Rewards', '/redeem'],
      ['My Basket', '/rewards/basket'],
      ['My Orders', '/orders'],
      ['Statement', '/statement'],
    ]);
    expect(menus.admin.find((item) => item.feature === 'adhoc')?.path).toBe('/adhoc');
    expect(menus.logOut).toEqual({ label: 'Log Out', feature: 'logout', path: '/logout' });
  });
});
