import { headerItems, menus, type RoleSource } from '@plaudit/domain';

/** The header's menus for a member (or a visitor, null): the access table's entries their roles allow. */
export function availableMenus(member: RoleSource) {
  const loggedIn = member !== null && member !== undefined;
  return {
    items: headerItems(member),
    myRewards: loggedIn ? menus.myRewards : [],
    admin: member?.isAdminReports ? menus.admin : [],
  };
}
