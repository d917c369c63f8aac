import { consoleMessages, messages, recognitionMessages, reportRefusals } from './messages';
import { rolesOf, type Role, type RoleSource } from './roles';
import { errorMessages } from './serverMessages';

/** Who may succeed with one kind of request, and what a logged-in member outside it is told (403). */
export interface ApiRule {
  allow: readonly Role[];
  refusal?: string;
}

/**
 * One /api call: its rule, the stricter rules of some of its bodies (a case names them: an award's
 * `what`, the management report's All Divisions), and whether a success may send an SMS or email
 * (such calls share the message rate limit).
 */
export interface ApiCallAccess extends ApiRule {
  cases?: Readonly<Record<string, ApiRule>>;
  /** Which case a request body is (for a call with cases). */
  caseOf?: (body: unknown) => string | undefined;
  sendsMessages?: boolean;
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const anyone: readonly Role[] = ['visitor', 'member', 'manager', 'admin'];
const members: readonly Role[] = ['member'];
const managers: readonly Role[] = ['manager'];
const admins: readonly Role[] = ['admin'];
const managersAndAdmins: readonly Role[] = ['manager', 'admin'];

/**
 * Who may succeed at each /api call of the server (SPEC §6, DESIGN.md), by path: the server enforces
 * it and the access matrix test checks every registered route against it. Every logged-in person holds
 * 'member'; a visitor holds only 'visitor'. Public calls also work with a session (the token is then
 * read, as in the profile's Change Password). What a call names of a member's (a basket line, an order
 * line, a cell number) must be the caller's own: that is object-level access, not a role, and is checked
 * by the calls themselves.
 */
export const apiAccess = {
  '/api/site/getcontentdb': { allow: anyone },
  '/api/site/advertdata': { allow: anyone },
  '/api/site/contactussend': { allow: anyone, sendsMessages: true },
  '/api/member/login': { allow: anyone },
  '/api/member/logout': { allow: members },
  '/api/member/sendcell2factorsms': { allow: anyone, sendsMessages: true },
  '/api/member/cell2factorverify': { allow: anyone, sendsMessages: true },
  '/api/member/passwordsendcell2factorsms': { allow: anyone, sendsMessages: true },
  '/api/member/passwordcell2factorverify': { allow: anyone, sendsMessages: true },
  // A pin sent by WhatsApp (issue 37): where it is (polled, sends nothing the caller asks for), and by SMS.
  '/api/member/pinstatus': { allow: anyone },
  '/api/member/pinbysms': { allow: anyone, sendsMessages: true },
  '/api/member/getmemberdata': { allow: members },
  '/api/member/memberupdate': { allow: members },
  '/api/member/profilepicupload': { allow: members },
  '/api/site/getmemberlist': { allow: members },
  '/api/site/getdivisionlist': { allow: members },
  '/api/site/getrecentrecognition': { allow: members },
  '/api/site/gettoknow': { allow: members },
  '/api/nom/newnom': { allow: members, sendsMessages: true },
  '/api/reward/doreward': {
    allow: members,
    sendsMessages: true,
    caseOf: (body) => {
      const what = field(body, 'what');
      return typeof what === 'string' ? what : undefined;
    },
    cases: {
      thankyou: { allow: members },
      payitforward: { allow: members },
      reward: {
        allow: managers,
        get refusal() {
          return messages.managerOnly;
        },
      },
      adhoc: {
        allow: managers,
        get refusal() {
          return messages.managerOnly;
        },
      },
    },
  },
  '/api/reward/sendtoall': {
    allow: admins,
    get refusal() {
      return recognitionMessages.adminOnly;
    },
    sendsMessages: true,
  },
  // Web Push (issue 37): a member's own subscriptions.
  '/api/member/pushkey': { allow: members },
  '/api/member/pushsubscribe': { allow: members },
  '/api/member/pushunsubscribe': { allow: members },
  // The recognition wall (issue 38): whether a private recognition may be seen is the calls' own check.
  '/api/feed/list': { allow: members },
  '/api/feed/react': { allow: members },
  '/api/feed/reactors': { allow: members },
  '/api/feed/comment': { allow: members, sendsMessages: true },
  '/api/feed/comments': { allow: members },
  '/api/feed/deletecomment': { allow: members },
  '/api/feed/addpoints': { allow: members },
  '/api/admin/hidecomment': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
    sendsMessages: true,
  },
  '/api/admin/comments': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/report/statement': { allow: members },
  '/api/report/payitforwardstatement': { allow: members },
  '/api/report/managementstatement': { allow: members },
  '/api/report/reportmanagement': {
    allow: managersAndAdmins,
    get refusal() {
      return reportRefusals.managersOnly;
    },
    caseOf: (body) => (field(body, 'isAll') === true ? 'allDivisions' : 'current'),
    cases: {
      current: {
        allow: managersAndAdmins,
        get refusal() {
          return reportRefusals.managersOnly;
        },
      },
      allDivisions: {
        allow: admins,
        get refusal() {
          return reportRefusals.allDivisionsAdminOnly;
        },
      },
    },
  },
  '/api/report/reportrecommendations': {
    allow: managersAndAdmins,
    get refusal() {
      return reportRefusals.managersOnly;
    },
  },
  '/api/shop/categorylist': { allow: members },
  '/api/shop/productlist': { allow: members },
  '/api/shop/addtobasket': { allow: members },
  '/api/shop/getbasket': { allow: members },
  '/api/shop/changebasketqty': { allow: members },
  '/api/shop/getCheckoutOrderSummary': { allow: members },
  '/api/shop/placeOrder': { allow: members, sendsMessages: true },
  '/api/shop/orders': { allow: members },
  '/api/shop/getVoucherCodeMessage': { allow: members },
  // The operator console's budgets, orders and promo codes (DESIGN.md "Operating the programme").
  '/api/admin/budgets': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/grantbudget': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/orders': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/refundline': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
    sendsMessages: true,
  },
  '/api/admin/orderhistory': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/promos': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/createpromo': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/endpromo': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  // The operator console's CSV imports: the command line's importers.
  '/api/admin/importers': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/import': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/importjob': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  // The console's content editor.
  '/api/admin/content': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/savecontent': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  // The operator console (DESIGN.md "Operating the programme").
  '/api/admin/membersearch': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/member': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/adjustbalance': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  // Programme insights: the charts of /admin/insights.
  '/api/admin/insights/recognition': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/insights/participation': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/insights/values': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/insights/points': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/insights/shop': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/insights/wall': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  // Deliveries by channel per month (issue 37).
  '/api/admin/insights/deliveries': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/setflags': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/setactive': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/audit': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/memberstatement': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/nominations': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
  },
  '/api/admin/reviewnomination': {
    allow: admins,
    get refusal() {
      return consoleMessages.adminOnly;
    },
    sendsMessages: true,
  },
} as const satisfies Record<string, ApiCallAccess>;

/** The access entry of a path, or undefined for a path the table does not know. */
export function apiAccessOf(path: string): ApiCallAccess | undefined {
  return Object.hasOwn(apiAccess, path)
    ? (apiAccess as Record<string, ApiCallAccess>)[path]
    : undefined;
}

/** The rule for one request: the case's when the call has cases and the case is one of them. */
export function apiRuleOf(entry: ApiCallAccess, caseName?: string): ApiRule {
  return (caseName !== undefined && entry.cases?.[caseName]) || entry;
}

/** The case a request body is, for a call whose rule depends on the body. */
export function apiCaseOf(path: string, body: unknown): string | undefined {
  return apiAccessOf(path)?.caseOf?.(body);
}

/** True when a person (null: a visitor) may succeed at a call, for a case of its body where it has cases. */
export function mayCall(path: string, member: RoleSource, caseName?: string): boolean {
  const entry = apiAccessOf(path);
  if (!entry) return false;
  const { allow } = apiRuleOf(entry, caseName);
  return rolesOf(member).some((role) => allow.includes(role));
}

/**
 * What a logged-in member who may not make the call is told: the call's own refusal when they fail its
 * rule (a member asking for any report), else the case's (a manager asking for All Divisions).
 */
export function apiRefusal(
  path: string,
  member: RoleSource,
  caseName?: string,
): string | undefined {
  const entry = apiAccessOf(path);
  if (!entry) return undefined;
  return mayCall(path, member) ? apiRuleOf(entry, caseName).refusal : entry.refusal;
}

/**
 * What a logged-in member is told when they may not make this call (its case, for a body with cases), from
 * their flags as read now; undefined when they may.
 */
export function callRefusal(
  path: string,
  member: NonNullable<RoleSource>,
  caseName?: string,
): string | undefined {
  if (mayCall(path, member, caseName)) return undefined;
  return apiRefusal(path, member, caseName) ?? errorMessages.notAllowed;
}

/** True when the call is open to visitors (no session needed). */
export function isPublicCall(path: string): boolean {
  return apiAccessOf(path)?.allow.includes('visitor') ?? false;
}
