/** Who is asking: a visitor (not logged in), a member, a manager (isManager), an admin (isAdminReports). */
export type Role = 'visitor' | 'member' | 'manager' | 'admin';

/** The member flags roles are read from; null or undefined means not logged in. */
export type RoleSource = { isManager: boolean; isAdminReports: boolean } | null | undefined;

/** The roles a person holds: logged-in members are always 'member', plus 'manager' and 'admin' by flag. */
export function rolesOf(member: RoleSource): Role[] {
  if (!member) return ['visitor'];
  const roles: Role[] = ['member'];
  if (member.isManager) roles.push('manager');
  if (member.isAdminReports) roles.push('admin');
  return roles;
}

const anyone: readonly Role[] = ['visitor', 'member', 'manager', 'admin'];
const members: readonly Role[] = ['member'];
const managers: readonly Role[] = ['manager'];
const admins: readonly Role[] = ['admin'];

/** One feature: its route (':param' marks a parameter) and who may reach it. */
export interface FeatureAccess {
  path: string;
  allow: readonly Role[];
}

/**
 * Who may reach each feature (SPEC §2, §6), shared by the app's menus and guards and the server.
 * contactUs follows the route table (anyone); the footer shows its link to logged-in members only.
 * Reports and statements sit behind the login only on the client (SPEC §6), the Recommendations
 * Report too though only the Admin menu links it; who may load a report is the server's call (apiAccess).
 */
export const access = {
  login: { path: '/hello', allow: anyone },
  register: { path: '/register', allow: anyone },
  forgotPassword: { path: '/forgotpassword', allow: anyone },
  logout: { path: '/logout', allow: anyone },
  contactUs: { path: '/contactus', allow: anyone },
  welcomeTrfAuth: { path: '/welcometrfauth', allow: anyone },
  content: { path: '/:contentKey', allow: anyone },
  home: { path: '/', allow: members },
  profile: { path: '/myprofile', allow: members },
  profileUpdate: { path: '/myprofile/:urlParam', allow: members },
  nominate: { path: '/nominate', allow: members },
  reward: { path: '/reward', allow: members },
  /** Shout Out with a preselected recipient (the get-to-know card's action). */
  rewardMember: { path: '/reward/:selectedMemberId', allow: members },
  recognise: { path: '/recognise', allow: managers },
  recogniseMember: { path: '/recognise/:selectedMemberId', allow: managers },
  adhoc: { path: '/adhocrecognition', allow: managers },
  /** The header's Adhoc link (SPEC §2), which leads on to /adhocrecognition. */
  adhocLink: { path: '/adhoc', allow: managers },
  payItForward: { path: '/rewardpayitforward', allow: members },
  sendToAll: { path: '/sendtoall', allow: admins },
  getToKnow: { path: '/gettoknow', allow: members },
  /** A colleague's card (Home's get-to-know items link here). */
  getToKnowMember: { path: '/gettoknow/:selectedMemberId', allow: members },
  recentRecognition: { path: '/recentrecognition', allow: members },
  shop: { path: '/rewards', allow: members },
  /** A shop category: a lowercase dash-joined category name or a numeric prodCat3Id. */
  shopCategory: { path: '/rewards/:urlParam', allow: members },
  redeem: { path: '/redeem', allow: members },
  basket: { path: '/rewards/basket', allow: members },
  orders: { path: '/orders', allow: members },
  statement: { path: '/statement', allow: members },
  payItForwardStatement: { path: '/payitforwardstatement', allow: members },
  managementStatement: { path: '/managementstatement', allow: members },
  reportManagement: { path: '/reportmanagement', allow: members },
  reportRecommendations: { path: '/reportrecommendations', allow: members },
  adminMenu: { path: '', allow: admins },
  /** Programme insights: charts of recognition, participation, values, points and the shop. */
  adminInsights: { path: '/admin/insights', allow: admins },
  // The operator console (DESIGN.md "Operating the programme"): every /admin address is for
  // administrators; another role sees 'This page is for administrators.' on it.
  /** The console's own address, which leads on to its members. */
  adminConsole: { path: '/admin', allow: admins },
  adminMembers: { path: '/admin/members', allow: admins },
  adminMember: { path: '/admin/members/:memberId', allow: admins },
  /** A member's statement of one balance ('redeemable', 'payItForward' or 'management'). */
  adminMemberStatement: { path: '/admin/members/:memberId/statement/:balance', allow: admins },
  adminAudit: { path: '/admin/audit', allow: admins },
  /** Any other /admin address (a console screen still to come, or a mistyped one). */
  adminOther: { path: '/admin/*', allow: admins },
  // The operator console's budgets, orders and promo codes (DESIGN.md "Operating the programme").
  adminBudgets: { path: '/admin/budgets', allow: admins },
  adminOrders: { path: '/admin/orders', allow: admins },
  adminPromos: { path: '/admin/promos', allow: admins },
  /** The operator console's CSV imports. */
  adminImports: { path: '/admin/imports', allow: admins },
  /** The operator console's nominations review. */
  adminNominations: { path: '/admin/nominations', allow: admins },
  /** The operator console's content editor. */
  adminContent: { path: '/admin/content', allow: admins },
  /** The operator console's Comments page: the wall's comments, to hide one (issue 38). */
  adminComments: { path: '/admin/comments', allow: admins },
} as const satisfies Record<string, FeatureAccess>;

/** A feature of the access table. */
export type Feature = keyof typeof access;

/** True when the person may reach the feature. */
export function canAccess(feature: Feature, member: RoleSource): boolean {
  const allowed: readonly Role[] = access[feature].allow;
  return rolesOf(member).some((role) => allowed.includes(role));
}

/** Only admins may report on all divisions (the management report's 'All Divisions'). */
export function canSeeAllDivisions(member: RoleSource): boolean {
  return canAccess('adminMenu', member);
}
