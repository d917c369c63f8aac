import { fixtures } from '@plaudit/api/mocks';
import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { RouteBoundary } from './RouteError';
import { availableMenus } from './menus';
import { createRoutes } from './routes';
import { screenPaths } from './screens';

describe('the route table', () => {
  it('names the routes as the spec does, each with its own error boundary', () => {
    const [root, ...others] = createRoutes();
    expect(others).toEqual([]);
    const children = root?.children ?? [];
    const notFound = children.at(-1);
    expect(notFound).toMatchObject({ id: 'notFound', path: '*' });
    const screenChildren = children.slice(0, -1);
    expect(screenChildren.map((r) => [r.id, r.path])).toEqual([
      ['Hello', '/hello'],
      ['register', '/register'],
      ['forgotpassword', '/forgotpassword'],
      ['logout', '/logout'],
      ['contactus', '/contactus'],
      ['welcometrfauth', '/welcometrfauth'],
      ['Home', '/'],
      ['MyProfile', '/myprofile'],
      ['MyProfileUpdate', '/myprofile/:urlParam'],
      ['reward', '/reward'],
      ['rewardMember', '/reward/:selectedMemberId'],
      ['recognise', '/recognise'],
      ['recogniseMember', '/recognise/:selectedMemberId'],
      ['adhocrecognition', '/adhocrecognition'],
      ['adhoc', '/adhoc'],
      ['rewardpayitforward', '/rewardpayitforward'],
      ['nominate', '/nominate'],
      ['sendtoall', '/sendtoall'],
      ['recentrecognition', '/recentrecognition'],
      ['gettoknow', '/gettoknow'],
      ['gettoknowMember', '/gettoknow/:selectedMemberId'],
      ['rewards', '/rewards'],
      ['rewardsCategory', '/rewards/:urlParam'],
      ['redeem', '/redeem'],
      ['basket', '/rewards/basket'],
      ['orders', '/orders'],
      ['statement', '/statement'],
      ['payitforwardstatement', '/payitforwardstatement'],
      ['managementstatement', '/managementstatement'],
      ['reportmanagement', '/reportmanagement'],
      ['reportrecommendations', '/reportrecommendations'],
      ['adminInsights', '/admin/insights'],
      ['adminConsole', '/admin'],
      ['adminMembers', '/admin/members'],
      ['adminMember', '/admin/members/:memberId'],
      ['adminMemberStatement', '/admin/members/:memberId/statement/:balance'],
      ['adminAudit', '/admin/audit'],
      ['adminOther', '/admin/*'],
      ['adminBudgets', '/admin/budgets'],
      ['adminOrders', '/admin/orders'],
      ['adminPromos', '/admin/promos'],
      ['adminImports', '/admin/imports'],
      ['adminNominations', '/admin/nominations'],
      ['adminContent', '/admin/content'],
      ['adminComments', '/admin/comments'],
      ['content', '/:contentKey'],
    ]);
    const redirects = screenChildren.filter((r) => r.id === 'adhoc' || r.id === 'adminConsole');
    expect(
      screenChildren
        .filter((r) => !redirects.includes(r))
        .every((r) => isValidElement(r.element) && r.element.type === RouteBoundary),
    ).toBe(true);
  });

  it('leads every menu entry to a screen of the route table', () => {
    const admin = availableMenus(fixtures.demoMembers.admin);
    const all = [...admin.items, ...admin.myRewards, ...admin.admin];
    const routed = new Set(screenPaths.map((route) => route.handle.feature));
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((entry) => !routed.has(entry.feature))).toEqual([]);
    expect(admin.myRewards.map((e) => e.label)).toEqual([
      'Redeem Rewards',
      'My Basket',
      'My Orders',
      'Statement',
    ]);
    expect(admin.admin.map((e) => e.path)).toEqual([
      '/myprofile',
      '/adhoc',
      '/sendtoall',
      '/reportrecommendations',
      '/admin/members',
      '/admin/insights',
    ]);
  });

  it("gives only an admin the Admin dropdown with Send To All; a member's My Profile stays in the bar", () => {
    const manager = availableMenus(fixtures.demoMembers.manager);
    expect(manager.admin).toEqual([]);
    expect(manager.items.map((e) => e.label)).toEqual([
      'Home',
      'About Us',
      'How it Works',
      'My Profile',
    ]);
    const admin = availableMenus(fixtures.demoMembers.admin);
    expect(admin.items.map((e) => e.label)).not.toContain('My Profile');
  });

  it('gives a visitor Home, About and How it Works', () => {
    expect(availableMenus(null).items.map((e) => e.label)).toEqual([
      'Home',
      'About',
      'How it Works',
    ]);
  });
});
